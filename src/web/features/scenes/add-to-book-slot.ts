import type { ComponentType, RefObject } from 'react';
import type { AgeGroup } from '../../../shared/constants';

/**
 * The books feature's Add to Book dialog, handed in by the page that shows a scene: scenes offer it without
 * depending on the books feature.
 */
export type AddToBookDialogComponent = ComponentType<{
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  sceneId: string;
  sceneTitle: string;
  defaultAgeGroup: AgeGroup;
  /** Where focus goes when the dialog closes, when its opener may have lost focus meanwhile. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}>;
