import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_INSTRUCTIONS_LENGTH, MAX_TITLE_LENGTH } from '../../shared/constants';
import { encodePagePng, readPageMetadata } from '../page-png';
import { EngineError, type Page, type PageMetadata } from '../types';
import { createBuiltinEngine } from './builtin-engine';
import { MAX_PLAN_HISTORY } from './plan-schema';

// The plan a page carries comes back from whoever sends the page: refine must hold it to the API's limits.

const engine = createBuiltinEngine();
let scene: Page;
let sheet: Page;

beforeAll(async () => {
  sheet = await engine.characterSheet({ name: 'Pip', description: 'a small dragon with a red scarf', poses: 3 });
  const pip = engine.characterSpec({ name: 'Pip', description: 'a small dragon with a red scarf' });
  scene = await engine.scene({
    characters: [{ name: 'Pip', description: pip.description, spec: pip, sheetPng: sheet.png }],
    title: 'Picnic',
    description: 'Pip has a picnic in the park',
    ageGroup: '6-8',
  });
});

/** The same page with its plan changed the way an attacker would, re-encoded with a valid text chunk. */
async function crafted(page: Page, change: (plan: Record<string, unknown>) => void, metadataChange?: (metadata: PageMetadata) => void): Promise<Buffer> {
  const metadata = structuredClone(readPageMetadata(page.png)!);
  change(metadata.plan as Record<string, unknown>);
  metadataChange?.(metadata);
  return encodePagePng(page.png, metadata);
}

async function refineError(png: Buffer): Promise<EngineError> {
  const error = await engine.refine({ png, instructions: 'flip it' }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

const DAMAGED = /drawing notes in this page are damaged or larger than any page I draw/;

describe('a page plan read back for refine', () => {
  it('accepts the plans the engine writes, and refines them', async () => {
    expect((await engine.refine({ png: scene.png, instructions: 'flip it' })).metadata.kind).toBe('scene');
    expect((await engine.refine({ png: sheet.png, instructions: 'flip it' })).metadata.kind).toBe('sheet');
  });

  it.each([
    ['a title longer than the API allows', (plan: Record<string, unknown>) => (plan.title = 'T'.repeat(MAX_TITLE_LENGTH + 1))],
    ['a description longer than the API allows', (plan: Record<string, unknown>) => (plan.description = 'a dragon '.repeat(MAX_DESCRIPTION_LENGTH))],
    ['a history of thousands of instructions', (plan: Record<string, unknown>) => (plan.history = Array.from({ length: 5000 }, () => 'add a rainbow'))],
    ['an instruction longer than the API allows', (plan: Record<string, unknown>) => (plan.history = ['x'.repeat(MAX_INSTRUCTIONS_LENGTH + 1)])],
    ['hundreds of characters', (plan: Record<string, unknown>) => (plan.characters = Array.from({ length: 300 }, () => (plan.characters as unknown[])[0]))],
    ['a character name of 50,000 letters', (plan: Record<string, unknown>) => ((plan.characters as Array<Record<string, unknown>>)[0]!.name = 'N'.repeat(50_000))],
    ['a huge extra field on a character', (plan: Record<string, unknown>) => ((plan.characters as Array<Record<string, unknown>>)[0]!.notes = 'z'.repeat(100_000))],
    ['thousands of size factors', (plan: Record<string, unknown>) => (plan.scales = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`m${i}`, 2])))],
    ['a removed word of 10,000 letters', (plan: Record<string, unknown>) => (plan.removed = ['w'.repeat(10_000)])],
  ])('refuses a scene plan with %s, with a clear message', async (_label, change) => {
    const error = await refineError(await crafted(scene, change));
    expect(error.kind).toBe('invalid_request');
    expect(error.message).toMatch(DAMAGED);
  });

  it('refuses a sheet plan whose name is longer than the API allows', async () => {
    const error = await refineError(await crafted(sheet, (plan) => ((plan.spec as Record<string, unknown>).name = 'N'.repeat(5000))));
    expect(error.message).toMatch(DAMAGED);
  });

  it('refuses a page claiming thousands of drawn motifs', async () => {
    const png = await crafted(scene, () => undefined, (metadata) => (metadata.matched = Array.from({ length: 5000 }, (_, i) => `m${i}`)));
    expect((await refineError(png)).message).toMatch(DAMAGED);
  });

  it('does not read a metadata chunk bigger than any page writes', async () => {
    const png = await crafted(scene, (plan) => (plan.filler = 'f'.repeat(400_000)));
    expect(readPageMetadata(png)).toBeNull();
    expect((await refineError(png)).message).toMatch(/no drawing notes I can change/);
  });

  it('keeps the most recent instructions when a page is refined past the history limit', async () => {
    const full = await crafted(scene, (plan) => (plan.history = Array.from({ length: MAX_PLAN_HISTORY }, (_, i) => `step ${i}`)));
    const refined = await engine.refine({ png: full, instructions: 'flip it' });
    const history = (refined.metadata.plan as { history: string[] }).history;
    expect(history).toHaveLength(MAX_PLAN_HISTORY);
    expect(history.at(-1)).toBe('flip it');
    expect(history[0]).toBe('step 1');
  });
});
