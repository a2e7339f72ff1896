import type { AgeGroup } from '../../../../shared/constants';
import { composeScene, planScene } from '../../scene';

/** Where a figure meets a thing on the page (`metadata.joins`). */
export interface SceneJoin {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

/** What a scene's tests read off the page drawn from the words alone. */
export interface ScenePage {
  setting: unknown;
  /** The layout chosen (`metadata.layout`): a sea, a stage, a kitchen. */
  layout: unknown;
  matched: string[];
  notDrawn: string[] | undefined;
  verb: unknown;
  joins: SceneJoin[];
  /** The lead figure's height as a share of the art's. */
  lead: number;
  figures: number;
  /** How many figures the frame cuts. */
  cut: number;
  /** The page's drawing (SVG markup), for tests that read the lines themselves. */
  body: string;
  /** The plan the page was drawn from (`metadata.plan`). */
  plan: unknown;
}

export function scenePage(description: string, ageGroup: AgeGroup = '6-8'): ScenePage {
  const { body, metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
  return {
    setting: metadata.setting,
    layout: metadata.layout,
    matched: metadata.matched,
    notDrawn: metadata.notDrawn,
    verb: metadata.verb,
    joins: metadata.joins as SceneJoin[],
    lead: metadata.leadHeightShare as number,
    figures: metadata.figures as number,
    cut: metadata.figuresCutByFrame as number,
    body,
    plan: metadata.plan,
  };
}
