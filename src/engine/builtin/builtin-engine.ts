import { POSE_COUNTS } from '../../shared/constants';
import { pageKindFromWords } from '../../shared/page-kind';
import { readPageMetadata } from '../page-png';
import { drawPhotoPage, refinePhotoPage } from '../photo/photo-page';
import { EngineError, type CharacterSheet, type Engine, type Page } from '../types';
import { isActivityKind, planActivity, type ActivityPlan } from './activities/activity-plan';
import { composeActivity, refineActivityPlan } from './activities/compose-activity';
import { BUILTIN_ENGINE_NAME, createCharacterSpec, toBuiltinSpec } from './character';
import { renderPage } from './drawing';
import { applyInstructions, drawnMotifsOf, planFromMetadata, type RefinablePlan } from './refine';
import { composeScene, planScene } from './scene';
import { composeSheet, DEFAULT_SHEET_STYLE } from './sheet';

const MIN_POSES = Math.min(...POSE_COUNTS);
const MAX_POSES = Math.max(...POSE_COUNTS);

/** The offline engine: motifs from Fluent Emoji drawn as outline art. No network, deterministic. */
export function createBuiltinEngine(): Engine {
  return {
    name: BUILTIN_ENGINE_NAME,

    characterSpec({ name, description }) {
      return createCharacterSpec(name, description);
    },

    async characterSheet({ name, description, poses }): Promise<CharacterSheet> {
      if (!Number.isInteger(poses) || poses < MIN_POSES || poses > MAX_POSES) {
        throw new EngineError('invalid_request', `A character sheet has ${MIN_POSES} to ${MAX_POSES} poses.`);
      }
      const spec = createCharacterSpec(name, description);
      const page = await renderPlan({ kind: 'sheet', spec, poses, style: DEFAULT_SHEET_STYLE, history: [] });
      return { ...page, spec };
    },

    async scene({ characters, title, description, ageGroup, kind, text }): Promise<Page> {
      // Words that ask for a mandala, a maze or a dot-to-dot draw that page, as the app and the server read them: asked
      // as a scene, "a mandala with flowers" drew a giant tulip in a playground and said it couldn't draw the mandala.
      const asked = kind === undefined || kind === 'scene' ? pageKindFromWords(description) : null;
      const drawnKind = asked && (asked.kind !== 'name' || asked.text) ? asked.kind : kind;
      if (isActivityKind(drawnKind)) return renderActivity(planActivity({ kind: drawnKind, characters: characters.map((character) => toBuiltinSpec(character.spec)), title, description, ageGroup, text: text ?? asked?.text }));
      const plan = planScene({ characters: characters.map((character) => toBuiltinSpec(character.spec)), title, description, ageGroup });
      return renderPlan(plan);
    },

    async refine({ png, instructions }): Promise<Page> {
      const metadata = readPageMetadata(png);
      if (metadata?.kind === 'photo') return refinePhotoPage(png, metadata, instructions);
      if (isActivityKind(metadata?.kind)) return renderActivity(refineActivityPlan(metadata, instructions));
      const plan = planFromMetadata(metadata);
      return renderPlan(applyInstructions(plan, instructions, drawnMotifsOf(metadata)));
    },

    photoPage(input): Promise<Page> {
      return drawPhotoPage(input);
    },
  };
}

function renderActivity(plan: ActivityPlan): Promise<Page> {
  const { body, metadata } = composeActivity(plan);
  return renderPage(body, metadata);
}

function renderPlan(plan: RefinablePlan): Promise<Page> {
  const { body, metadata } = plan.kind === 'sheet' ? composeSheet(plan) : composeScene(plan);
  return renderPage(body, metadata);
}
