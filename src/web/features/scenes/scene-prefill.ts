import { AGE_GROUPS, type AgeGroup } from '../../../shared/constants';
import type { Scene } from '../../../shared/scene';

/** What a scene card's Regenerate carries to /scenes/new so the form starts from that scene. */
export interface ScenePrefill {
  title: string;
  description: string;
  characterIds: string[];
  ageGroup: AgeGroup | null;
}

export function regenerateSceneHref(scene: Pick<Scene, 'title' | 'sceneDescription' | 'characterIds' | 'ageGroup'>): string {
  const params = new URLSearchParams({
    title: scene.title,
    description: scene.sceneDescription,
    characters: scene.characterIds.join(','),
    ageGroup: scene.ageGroup,
  });
  return `/scenes/new?${params.toString()}`;
}

export function readScenePrefill(search: string): ScenePrefill {
  const params = new URLSearchParams(search);
  const ageGroup = params.get('ageGroup');
  return {
    title: params.get('title') ?? '',
    description: params.get('description') ?? '',
    characterIds: (params.get('characters') ?? '').split(',').filter(Boolean),
    ageGroup: AGE_GROUPS.find((group) => group === ageGroup) ?? null,
  };
}
