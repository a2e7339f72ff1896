import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { readPageMetadata, readPngDpi } from '../page-png';
import { EngineError, type CharacterSheet, type Page, type SceneCharacter } from '../types';
import { createBuiltinEngine } from './builtin-engine';
import { composeScene, planScene } from './scene';
import { composeSheet, DEFAULT_SHEET_STYLE } from './sheet';
import { createCharacterSpec, drawCharacter } from './character';
import { getMotif } from './motif-library';
import { whiteRegions } from './white-regions';

const engine = createBuiltinEngine();
const MARGIN_PX = 150;

async function grayPixels(png: Buffer): Promise<Buffer> {
  return sharp(png).toColourspace('b-w').raw().toBuffer();
}

function blackCount(pixels: Buffer, x0: number, y0: number, width: number, height: number): number {
  let count = 0;
  for (let y = y0; y < y0 + height; y++) {
    for (let x = x0; x < x0 + width; x++) if (pixels[y * PAGE_WIDTH_PX + x] === 0) count++;
  }
  return count;
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

async function asSceneCharacter(sheet: CharacterSheet, name: string, description: string): Promise<SceneCharacter> {
  return { name, description, spec: sheet.spec, sheetPng: sheet.png };
}

let sheet: CharacterSheet;
let scene: Page;
let dragon: SceneCharacter;

beforeAll(async () => {
  sheet = await engine.characterSheet({ name: 'Sparky', description: 'A brave little dragon who loves reading books', poses: 4 });
  dragon = await asSceneCharacter(sheet, 'Sparky', 'A brave little dragon who loves reading books');
  scene = await engine.scene({ characters: [dragon], title: 'Story Time', description: 'Sparky reads a book in the forest', ageGroup: '6-8' });
});

describe('built-in engine pages', () => {
  it('are US Letter at 300 DPI', async () => {
    for (const page of [sheet, scene]) {
      expect([page.width, page.height]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX]);
      const info = await sharp(page.png).metadata();
      expect([info.width, info.height]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX]);
      expect(readPngDpi(page.png)).toEqual({ x: 300, y: 300 });
    }
  });

  it('contain only pure black and white pixels, with real line art on them', async () => {
    for (const page of [sheet, scene]) {
      const pixels = await grayPixels(page.png);
      expect(new Set(pixels)).toEqual(new Set([0, 255]));
      expect(blackCount(pixels, 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX)).toBeGreaterThan(50_000);
    }
  });

  it('keep a blank margin of at least half an inch on every side', async () => {
    for (const page of [sheet, scene]) {
      const pixels = await grayPixels(page.png);
      expect(blackCount(pixels, 0, 0, PAGE_WIDTH_PX, MARGIN_PX)).toBe(0);
      expect(blackCount(pixels, 0, PAGE_HEIGHT_PX - MARGIN_PX, PAGE_WIDTH_PX, MARGIN_PX)).toBe(0);
      expect(blackCount(pixels, 0, 0, MARGIN_PX, PAGE_HEIGHT_PX)).toBe(0);
      expect(blackCount(pixels, PAGE_WIDTH_PX - MARGIN_PX, 0, MARGIN_PX, PAGE_HEIGHT_PX)).toBe(0);
    }
  });

  it('are the same bytes for the same input', async () => {
    const sheetAgain = await engine.characterSheet({ name: 'Sparky', description: 'A brave little dragon who loves reading books', poses: 4 });
    const sceneAgain = await engine.scene({ characters: [dragon], title: 'Story Time', description: 'Sparky reads a book in the forest', ageGroup: '6-8' });
    expect(sheetAgain.png.equals(sheet.png)).toBe(true);
    expect(sceneAgain.png.equals(scene.png)).toBe(true);
  });

  it('carry what was drawn in the PNG itself', () => {
    const metadata = readPageMetadata(scene.png);
    expect(metadata).toMatchObject({ kind: 'scene', engine: 'builtin', description: 'Sparky reads a book in the forest' });
    expect(metadata?.matched).toEqual(expect.arrayContaining(['dragon', 'closed-book', 'evergreen-tree']));
  });
});

describe('characterSheet', () => {
  it('returns the same spec as characterSpec, whatever the pose count', async () => {
    const spec = engine.characterSpec({ name: 'Sparky', description: 'A brave little dragon who loves reading books' });
    expect(sheet.spec).toEqual(spec);
    expect(spec).toMatchObject({ version: 2, engine: 'builtin', name: 'Sparky', motif: 'dragon', props: ['closed-book'], figure: { kind: 'dragon', prop: 'closed-book' } });
    const threePoses = await engine.characterSheet({ name: 'Sparky', description: 'A brave little dragon who loves reading books', poses: 3 });
    expect(threePoses.spec).toEqual(spec);
  });

  it.each([3, 4, 5, 6])('draws %i visibly different poses', async (poses) => {
    const page = poses === 4 ? sheet : await engine.characterSheet({ name: 'Nova', description: 'A curious astronaut', poses });
    expect(page.metadata.poses).toHaveLength(poses);
    const pixels = await grayPixels(page.png);
    // Panels are two per row below the title band; compare each panel's inside with every other.
    const rows = Math.ceil(poses / 2);
    const top = 170 + 330;
    const panelHeight = (PAGE_HEIGHT_PX - 170 - top - 50 * (rows - 1)) / rows;
    const panelWidth = (PAGE_WIDTH_PX - 340 - 50) / 2;
    const panels: Buffer[] = [];
    for (let index = 0; index < poses; index++) {
      const row = Math.floor(index / 2);
      const isAlone = index === poses - 1 && poses % 2 === 1;
      const x = Math.round(isAlone ? 170 + (PAGE_WIDTH_PX - 340 - panelWidth) / 2 : 170 + (index % 2) * (panelWidth + 50));
      const y = Math.round(top + row * (panelHeight + 50));
      const crop = Buffer.alloc(Math.floor(panelWidth - 60) * Math.floor(panelHeight - 150));
      const width = Math.floor(panelWidth - 60);
      for (let cy = 0; cy < Math.floor(panelHeight - 150); cy++) {
        pixels.copy(crop, cy * width, (y + 30 + cy) * PAGE_WIDTH_PX + x + 30, (y + 30 + cy) * PAGE_WIDTH_PX + x + 30 + width);
      }
      panels.push(crop);
    }
    const inked = (panel: Buffer): number => panel.filter((value) => value === 0).length;
    for (let a = 0; a < panels.length; a++) {
      for (let b = a + 1; b < panels.length; b++) {
        // Line art is mostly white: a different pose moves at least a third of the ink.
        const ink = Math.min(inked(panels[a]!), inked(panels[b]!));
        expect(differingPixels(panels[a]!, panels[b]!), `poses ${a} and ${b}`).toBeGreaterThan(ink / 3);
      }
    }
  });

  it('rejects a pose count outside 3 to 6', async () => {
    await expect(engine.characterSheet({ name: 'X', description: 'a cat', poses: 7 })).rejects.toBeInstanceOf(EngineError);
  });

  it('still draws a sheet for words it does not know, and says nothing matched', async () => {
    const page = await engine.characterSheet({ name: 'Zib', description: 'a zorblax quibbling gently', poses: 3 });
    expect(page.metadata.matched).toEqual([]);
    expect(page.spec).toMatchObject({ isFallback: true });
    expect(getMotif(page.spec.motif as string)).not.toBeNull();
  });

  it('calls a drawn person by a person motif when the words name only a role, never a stand-in creature', () => {
    expect(createCharacterSpec('', 'a knight').motif).toBe('person');
    expect(createCharacterSpec('', 'a pirate').motif).toBe('child');
    expect(createCharacterSpec('', 'a knight')).toMatchObject({ isFallback: false, figure: { kind: 'adult' } });
  });

  it('lists a knight in the page as a person, so "remove the robot" cannot take him away', () => {
    const page = composeScene(planScene({ characters: [], title: '', description: 'a knight guarding a castle', ageGroup: '9-12' }));
    expect(page.metadata.matched).toContain('person');
    expect(page.metadata.matched).not.toContain('robot');
  });
});

describe('scene', () => {
  it('draws the character from its spec, the same figure as on the sheet', () => {
    const spec = createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap');
    expect(spec.figure).toMatchObject({ kind: 'owl', accessories: ['graduation-cap', 'bushy-brows'] });
    const sheet = composeSheet({ kind: 'sheet', spec, poses: 3, style: DEFAULT_SHEET_STYLE, history: [] });
    const plan = planScene({ characters: [spec], title: '', description: 'Hoot in the park', ageGroup: '6-8' });
    // Both pages draw from the very spec stored with the character, and a spec always draws the same figure.
    expect((sheet.metadata.plan as { spec: unknown }).spec).toEqual(spec);
    expect(plan.characters[0]).toEqual(spec);
    const placement = { cx: 600, bottom: 1800, size: 900, linePx: 9, detail: 'medium' as const };
    expect(drawCharacter(spec, placement).markup).toBe(drawCharacter(createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap'), placement).markup);
    expect(composeScene(plan).body).toContain('<g fill-rule="evenodd"');
  });

  it('redraws characters whose spec came from another engine from their words', async () => {
    const foreign = { version: 1 as const, engine: 'openai', name: 'Pip', description: 'a penguin', prompt: 'x' };
    const page = await engine.scene({ characters: [{ name: 'Pip', description: 'a penguin', spec: foreign, sheetPng: Buffer.alloc(0) }], title: '', description: 'Pip on the ice', ageGroup: '6-8' });
    expect(page.metadata.matched).toContain('penguin');
  });

  it('gives young children fewer elements and thicker lines (at least 12 px) than older ones', async () => {
    const input = { characters: [dragon], title: '', description: 'Sparky in the forest with a book' };
    const pages = await Promise.all((['3-5', '6-8', '9-12'] as const).map((ageGroup) => engine.scene({ ...input, ageGroup })));
    const [young, middle, old] = pages.map((page) => ({ lineWidthPx: page.metadata.lineWidthPx as number, elementCount: page.metadata.elementCount as number }));
    expect(young!.lineWidthPx).toBeGreaterThanOrEqual(12);
    expect(young!.lineWidthPx).toBeGreaterThan(middle!.lineWidthPx);
    expect(middle!.lineWidthPx).toBeGreaterThan(old!.lineWidthPx);
    expect(young!.elementCount).toBeLessThan(middle!.elementCount);
    expect(middle!.elementCount).toBeLessThan(old!.elementCount);
  });

  it('draws the lines of a 3-5 page at least 12 px wide, and finer ones for older children', async () => {
    const input = { characters: [dragon], title: 'Fun', description: 'Sparky in the forest with a book' };
    const widths: number[] = [];
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const pixels = await grayPixels((await engine.scene({ ...input, ageGroup })).png);
      // Horizontal runs of black across the page: a line is never thinner than its width.
      const runs: number[] = [];
      for (let y = 0; y < PAGE_HEIGHT_PX; y += 3) {
        let run = 0;
        for (let x = 0; x < PAGE_WIDTH_PX; x++) {
          if (pixels[y * PAGE_WIDTH_PX + x] === 0) run++;
          else if (run > 0) {
            runs.push(run);
            run = 0;
          }
        }
      }
      runs.sort((a, b) => a - b);
      widths.push(runs[Math.floor(runs.length * 0.1)]!);
    }
    expect(widths[0]).toBeGreaterThanOrEqual(12);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
  });

  it('turns creatures in the words into figures when no character is chosen', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a dragon reading a book', ageGroup: '6-8' });
    expect(page.metadata.matched).toEqual(expect.arrayContaining(['dragon', 'closed-book']));
  });

  // Asked as a scene, "a mandala with flowers" drew a giant tulip in a playground and said it couldn't draw the mandala.
  it.each(['a mandala with flowers', 'a mandala with stars'])('draws "%s" as a mandala page, as the app reads the words', async (description) => {
    const page = await engine.scene({ characters: [], title: '', description, ageGroup: '6-8', kind: 'scene' });
    expect(readPageMetadata(page.png)?.kind).toBe('mandala');
  });

  it('still draws a page for words it does not know', async () => {
    const page = await engine.scene({ characters: [], title: 'Zorblax', description: 'zorblax quibbling', ageGroup: '3-5' });
    expect(page.metadata.matched).not.toContain('zorblax');
    const pixels = await grayPixels(page.png);
    expect(blackCount(pixels, 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX)).toBeGreaterThan(20_000);
  });
});

describe('refine', () => {
  const planOf = (page: Page): Record<string, unknown> => page.metadata.plan as Record<string, unknown>;

  it('adds a rainbow', async () => {
    const page = await engine.refine({ png: scene.png, instructions: 'add a rainbow' });
    expect(scene.metadata.matched).not.toContain('rainbow');
    expect(page.metadata.matched).toContain('rainbow');
    expect(page.png.equals(scene.png)).toBe(false);
  });

  it('removes the trees', async () => {
    expect(scene.metadata.matched.some((motif) => motif.endsWith('tree'))).toBe(true);
    const page = await engine.refine({ png: scene.png, instructions: 'remove the trees' });
    expect(page.metadata.matched.some((motif) => motif.endsWith('tree'))).toBe(false);
    expect(page.metadata.matched).toContain('dragon');
  });

  it('makes the dragon bigger', async () => {
    const page = await engine.refine({ png: scene.png, instructions: 'make the dragon bigger' });
    expect(planOf(page).scales).toEqual({ sparky: 1.25 });
    const before = blackCount(await grayPixels(scene.png), 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX);
    const after = blackCount(await grayPixels(page.png), 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX);
    expect(after).not.toBe(before);
  });

  it('makes it simpler or more detailed', async () => {
    const simpler = await engine.refine({ png: scene.png, instructions: 'simpler' });
    const richer = await engine.refine({ png: scene.png, instructions: 'more detail' });
    // Areas to colour, not things drawn: an older child's sky over land has fewer gulls than a 6-8 one (judging 18),
    // while its patterns and border give it many more areas.
    const areas = async (page: Page): Promise<number> =>
      whiteRegions({ data: new Uint8Array(await grayPixels(page.png)), width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX }).length;
    const before = await areas(scene);
    expect(await areas(simpler)).toBeLessThan(before);
    expect(await areas(richer)).toBeGreaterThan(before * 1.5);
  });

  it('draws thicker lines', async () => {
    const page = await engine.refine({ png: scene.png, instructions: 'thicker lines' });
    expect(page.metadata.lineWidthPx as number).toBeGreaterThan(scene.metadata.lineWidthPx as number);
    const before = blackCount(await grayPixels(scene.png), 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX);
    const after = blackCount(await grayPixels(page.png), 0, 0, PAGE_WIDTH_PX, PAGE_HEIGHT_PX);
    expect(after).toBeGreaterThan(before * 1.2);
  });

  it('flips the picture left to right', async () => {
    const untitled = await engine.scene({ characters: [dragon], title: '', description: 'Sparky in the forest', ageGroup: '6-8' });
    const flipped = await engine.refine({ png: untitled.png, instructions: 'flip it' });
    const mirrored = await sharp(untitled.png).flop().toColourspace('b-w').raw().toBuffer();
    const pixels = await grayPixels(flipped.png);
    // Rasterising is not perfectly symmetric at the pixel level, so compare against the unflipped page.
    const fromMirror = differingPixels(pixels, mirrored);
    const fromOriginal = differingPixels(pixels, await grayPixels(untitled.png));
    expect(fromMirror).toBeLessThan(fromOriginal / 5);
  });

  it('turns day into night', async () => {
    const page = await engine.refine({ png: scene.png, instructions: 'make it night' });
    expect(scene.metadata.matched).toContain('sun');
    expect(page.metadata.matched).not.toContain('sun');
    expect(page.metadata.matched).toContain('crescent-moon');
  });

  it('applies several changes in one instruction and keeps the history', async () => {
    const page = await engine.refine({ png: scene.png, instructions: 'Add a rainbow and make it simpler' });
    const again = await engine.refine({ png: page.png, instructions: 'flip it' });
    expect(again.metadata.matched).toContain('rainbow');
    expect(planOf(again).history).toEqual(['Add a rainbow and make it simpler', 'flip it']);
  });

  it('refines character sheets too', async () => {
    const page = await engine.refine({ png: sheet.png, instructions: 'thicker lines' });
    expect(page.metadata.kind).toBe('sheet');
    expect(page.png.equals(sheet.png)).toBe(false);
  });

  it('explains what it understands when it cannot apply an instruction', async () => {
    const error = await engine.refine({ png: scene.png, instructions: 'make it sound like jazz' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'invalid_request' });
    expect((error as Error).message).toContain('Try: add a rainbow, remove the trees, make the dragon bigger');
  });

  it('refuses to remove something that is not on the page', async () => {
    await expect(engine.refine({ png: scene.png, instructions: 'remove the elephant' })).rejects.toMatchObject({
      kind: 'invalid_request',
      message: expect.stringContaining('There is no "elephant" on this page'),
    });
  });

  it('says which thing it cannot draw', async () => {
    await expect(engine.refine({ png: scene.png, instructions: 'add a zorblax' })).rejects.toMatchObject({
      kind: 'invalid_request',
      message: expect.stringContaining(`I don't know how to draw "zorblax"`),
    });
  });

  it('refuses a PNG it did not draw', async () => {
    const plain = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(engine.refine({ png: plain, instructions: 'add a rainbow' })).rejects.toMatchObject({ kind: 'invalid_request' });
  });
});
