import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS, PAGE_HEIGHT_PX, PAGE_WIDTH_PX, type AgeGroup } from '../../../shared/constants';
import { readPageMetadata, readPngDpi } from '../../page-png';
import { EngineError, type Page, type SceneCharacter, type SceneInput } from '../../types';
import { createBuiltinEngine } from '../builtin-engine';
import { CONTENT } from '../drawing';
import { whiteRegions, whiteSlivers, type GrayImage } from '../white-regions';
import type { PlacedDot } from './dot-to-dot';
import { distanceToBox, segmentTouchesBox } from './dot-to-dot';
import { layoutName } from './name-page';
import type { MazeLayout } from './maze';

const engine = createBuiltinEngine();
const MARGIN_PX = 150;

const pipSpec = engine.characterSpec({ name: 'Pip', description: 'A playful penguin sliding on the ice' });
const miaSpec = engine.characterSpec({ name: 'Mia', description: 'A girl with curly hair and glasses' });
const pip: SceneCharacter = { name: 'Pip', description: pipSpec.description, spec: pipSpec, sheetPng: Buffer.alloc(0) };
const mia: SceneCharacter = { name: 'Mia', description: miaSpec.description, spec: miaSpec, sheetPng: Buffer.alloc(0) };

async function gray(png: Buffer): Promise<GrayImage> {
  const data = await sharp(png).toColourspace('b-w').raw().toBuffer();
  return { data, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX };
}

const isBlack = (image: GrayImage, x: number, y: number): boolean => image.data[Math.round(y) * image.width + Math.round(x)]! < 128;

function page(input: Partial<SceneInput> & Pick<SceneInput, 'kind'>): Promise<Page> {
  return engine.scene({ characters: [], title: '', description: '', ageGroup: '6-8', ...input });
}

describe('maze pages', () => {
  const mazes = new Map<string, Page>();
  beforeAll(async () => {
    for (const ageGroup of AGE_GROUPS) mazes.set(ageGroup, await page({ kind: 'maze', characters: [pip], description: 'help Pip reach the cake', ageGroup }));
    mazes.set('bigger', await engine.refine({ png: mazes.get('9-12')!.png, instructions: 'bigger maze' }));
  });

  /** Reads the walls back from the pixels: a passage is white at the middle of the cell border. */
  function passagesOf(image: GrayImage, maze: MazeLayout): { edges: Array<[number, number]>; isEntranceOpen: boolean; isExitOpen: boolean; closedBorder: boolean } {
    const { cols, rows, left, top, cellWidth, cellHeight } = maze;
    const edges: Array<[number, number]> = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cx = left + (col + 0.5) * cellWidth;
        const cy = top + (row + 0.5) * cellHeight;
        expect(isBlack(image, cx, cy), `cell ${col},${row} is open paper`).toBe(false);
        if (col < cols - 1 && !isBlack(image, left + (col + 1) * cellWidth, cy)) edges.push([row * cols + col, row * cols + col + 1]);
        if (row < rows - 1 && !isBlack(image, cx, top + (row + 1) * cellHeight)) edges.push([row * cols + col, (row + 1) * cols + col]);
      }
    }
    let closedBorder = true;
    for (let col = 0; col < cols; col++) {
      const x = left + (col + 0.5) * cellWidth;
      if (col !== 0 && !isBlack(image, x, top)) closedBorder = false;
      if (col !== cols - 1 && !isBlack(image, x, top + rows * cellHeight)) closedBorder = false;
    }
    for (let row = 0; row < rows; row++) {
      const y = top + (row + 0.5) * cellHeight;
      if (!isBlack(image, left, y) || !isBlack(image, left + cols * cellWidth, y)) closedBorder = false;
    }
    return {
      edges,
      isEntranceOpen: !isBlack(image, left + cellWidth / 2, top),
      isExitOpen: !isBlack(image, left + (cols - 0.5) * cellWidth, top + rows * cellHeight),
      closedBorder,
    };
  }

  /** Number of distinct simple paths between two cells, counted up to `limit`. */
  function countPaths(cellCount: number, edges: Array<[number, number]>, from: number, to: number, limit: number): number {
    const neighbours = Array.from({ length: cellCount }, () => [] as number[]);
    for (const [a, b] of edges) {
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
    const isOnPath = new Uint8Array(cellCount);
    let count = 0;
    const stack: Array<{ cell: number; next: number }> = [{ cell: from, next: 0 }];
    isOnPath[from] = 1;
    while (stack.length > 0 && count < limit) {
      const top = stack[stack.length - 1]!;
      if (top.cell === to) {
        count++;
        isOnPath[top.cell] = 0;
        stack.pop();
        continue;
      }
      const next = neighbours[top.cell]![top.next++];
      if (next === undefined) {
        isOnPath[top.cell] = 0;
        stack.pop();
      } else if (!isOnPath[next]) {
        isOnPath[next] = 1;
        stack.push({ cell: next, next: 0 });
      }
    }
    return count;
  }

  it.each([...AGE_GROUPS, 'bigger'])('has exactly one path from start to goal in the drawn walls (%s)', async (name) => {
    const maze = mazes.get(name)!;
    const layout = maze.metadata.maze as MazeLayout;
    const image = await gray(maze.png);
    const { edges, isEntranceOpen, isExitOpen, closedBorder } = passagesOf(image, layout);
    expect(isEntranceOpen && isExitOpen && closedBorder).toBe(true);
    const cells = layout.cols * layout.rows;
    // A spanning tree: connected with one passage fewer than cells, so every two cells have one path.
    expect(edges).toHaveLength(cells - 1);
    expect(countPaths(cells, edges, 0, cells - 1, 5)).toBe(1);
  });

  it('is sized by age: small with wide corridors for 3-5, up to 25 x 30 for 9-12', () => {
    const size = (name: string): [number, number, number] => {
      const layout = mazes.get(name)!.metadata.maze as MazeLayout;
      return [layout.cols, layout.rows, Math.min(layout.cellWidth, layout.cellHeight)];
    };
    expect(size('3-5').slice(0, 2)).toEqual([6, 8]);
    expect(size('3-5')[2]).toBeGreaterThan(200);
    expect(size('6-8').slice(0, 2)).toEqual([12, 15]);
    expect(size('9-12').slice(0, 2)).toEqual([20, 25]);
    expect(size('bigger').slice(0, 2)).toEqual([25, 30]);
  });

  it('starts with the chosen character and ends at the thing named', () => {
    expect(mazes.get('6-8')!.metadata).toMatchObject({ kind: 'maze', start: 'Pip', goal: 'birthday-cake' });
  });

  it('draws its solution as its own page along the one path', async () => {
    const solution = await engine.refine({ png: mazes.get('3-5')!.png, instructions: 'show the solution' });
    const layout = solution.metadata.maze as MazeLayout;
    const image = await gray(solution.png);
    const blank = await gray(mazes.get('3-5')!.png);
    const centre = (index: number): [number, number] => [layout.left + ((index % layout.cols) + 0.5) * layout.cellWidth, layout.top + (Math.floor(index / layout.cols) + 0.5) * layout.cellHeight];
    // The first and last cells are on every solution; the drawn line passes through their centres.
    expect(isBlack(image, ...centre(0))).toBe(true);
    expect(isBlack(image, ...centre(layout.cols * layout.rows - 1))).toBe(true);
    const { edges } = passagesOf(blank, layout);
    const cells = layout.cols * layout.rows;
    const onLine = Array.from({ length: cells }, (_, index) => isBlack(image, ...centre(index)));
    // Exactly the cells of the path are marked: walk the tree from the start to the goal.
    const neighbours = Array.from({ length: cells }, () => [] as number[]);
    for (const [a, b] of edges) {
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
    const previous = new Map<number, number>([[0, -1]]);
    const queue = [0];
    for (let head = 0; head < queue.length; head++) {
      for (const next of neighbours[queue[head]!]!) {
        if (previous.has(next)) continue;
        previous.set(next, queue[head]!);
        queue.push(next);
      }
    }
    const path = new Set<number>();
    for (let at = cells - 1; at !== -1; at = previous.get(at)!) path.add(at);
    expect(onLine.map((isOn, index) => isOn === path.has(index)).every(Boolean)).toBe(true);
  });
});

describe('dot-to-dot pages', () => {
  const pages = new Map<string, Page>();
  const CASES = AGE_GROUPS.flatMap((ageGroup) => [`Mia ${ageGroup}`, `elephant ${ageGroup}`]);
  beforeAll(async () => {
    for (const ageGroup of AGE_GROUPS) {
      pages.set(`Mia ${ageGroup}`, await page({ kind: 'dot-to-dot', characters: [mia], description: 'connect the dots', ageGroup }));
      pages.set(`elephant ${ageGroup}`, await page({ kind: 'dot-to-dot', description: 'dot to dot of an elephant', ageGroup }));
    }
  });

  const dotsOf = (name: string): PlacedDot[] => (pages.get(name)!.metadata.dotToDot as { dots: PlacedDot[] }).dots;
  const ageOf = (name: string): AgeGroup => name.split(' ')[1] as AgeGroup;

  it.each(CASES)('joins into a picture drawn for joining: the girl for Mia, the elephant with its trunk and tail (%s)', (name) => {
    expect(pages.get(name)!.metadata.dotToDot).toMatchObject({ silhouette: name.startsWith('Mia') ? 'girl' : 'elephant' });
  });

  it.each(CASES)('numbers the dots in order along the outline, within the count for the age (%s)', (name) => {
    const dots = dotsOf(name);
    const max = { '3-5': 20, '6-8': 50, '9-12': 100 }[ageOf(name)];
    expect(dots.length).toBeGreaterThanOrEqual(Math.round(max * 0.6));
    expect(dots.length).toBeLessThanOrEqual(max);
    dots.forEach((dot, index) => expect(dot.n).toBe(index + 1));
    for (let index = 1; index < dots.length; index++) expect(dots[index]!.along).toBeGreaterThan(dots[index - 1]!.along);
    // Joined in order the dots make one outline that never crosses itself.
    const segments = dots.map((dot, index) => [dot, dots[(index + 1) % dots.length]!] as const);
    const crosses = (a: PlacedDot, b: PlacedDot, c: PlacedDot, d: PlacedDot): boolean => {
      const side = (p: PlacedDot, q: PlacedDot, r: PlacedDot): number => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
      return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
    };
    for (let i = 0; i < segments.length; i++) {
      for (let j = i + 2; j < segments.length; j++) {
        if (i === 0 && j === segments.length - 1) continue;
        expect(crosses(segments[i]![0], segments[i]![1], segments[j]![0], segments[j]![1]), `segments ${i + 1} and ${j + 1}`).toBe(false);
      }
    }
  });

  it.each(CASES)('keeps every number clear of the other numbers, the dots and the lines to draw (%s)', async (name) => {
    const dots = dotsOf(name);
    const metadata = pages.get(name)!.metadata.dotToDot as { clashes: number };
    expect(metadata.clashes).toBe(0);
    for (const [index, dot] of dots.entries()) {
      for (const other of dots.slice(index + 1)) {
        const a = dot.label;
        const b = other.label;
        expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `labels ${dot.n} and ${other.n}`).toBe(true);
      }
      // Each number is nearer to its own dot than to any other, so it is read as that dot's: nearest to
      // its middle, and nearest to its edge (what the eye measures) by a clear margin.
      const centre = { x: dot.label.x + dot.label.width / 2, y: dot.label.y + dot.label.height / 2 };
      const nearest = dots.reduce((best, other) => (Math.hypot(centre.x - other.x, centre.y - other.y) < Math.hypot(centre.x - best.x, centre.y - best.y) ? other : best));
      expect(nearest.n, `dot nearest to number ${dot.n}`).toBe(dot.n);
      const ownGap = distanceToBox(dot, dot.label);
      for (const other of dots) if (other !== dot) expect(distanceToBox(other, dot.label), `dot ${other.n} beside number ${dot.n}`).toBeGreaterThan(ownGap * 1.15);
      for (const [at, other] of dots.entries()) {
        const next = dots[(at + 1) % dots.length]!;
        expect(segmentTouchesBox(other, next, dot.label, 0), `label ${dot.n} and line ${other.n}-${next.n}`).toBe(false);
      }
    }
    // On the page: a band of paper around each number is white (no line of the picture runs through it).
    const image = await gray(pages.get(name)!.png);
    for (const { label, n, x, y } of dots) {
      expect(isBlack(image, x, y), `dot ${n}`).toBe(true);
      let inked = 0;
      for (let px = label.x - 8; px <= label.x + label.width + 8; px++) {
        for (const py of [label.y - 8, label.y + label.height + 8]) if (isBlack(image, px, py)) inked++;
      }
      for (let py = label.y - 8; py <= label.y + label.height + 8; py++) {
        for (const px of [label.x - 8, label.x + label.width + 8]) if (isBlack(image, px, py)) inked++;
      }
      expect(inked, `ink around number ${n}`).toBe(0);
    }
  });

  it.each(CASES)('keeps numbers a digit apart where the outline bends tightly, so none reads as a pair (%s)', (name) => {
    const labels = dotsOf(name).map((dot) => dot.label);
    let close = 0;
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const [a, b] = [labels[i]!, labels[j]!];
        const gap = Math.hypot(Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)), Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)));
        if (gap < a.height * 0.9) close++;
      }
    }
    // The finest 9-12 outlines (curly hair) may keep a pair or two; younger pages none.
    expect(close).toBeLessThanOrEqual(ageOf(name) === '9-12' ? 2 : 0);
  });

  it.each(['Mia 9-12', 'elephant 9-12'])('draws no clip-art nobody named around a 9-12 picture (%s)', async (name) => {
    const dots = dotsOf(name);
    const image = await gray(pages.get(name)!.png);
    const top = Math.min(...dots.map((dot) => dot.label.y)) - 40;
    const bottom = Math.max(...dots.map((dot) => dot.label.y + dot.label.height)) + 40;
    let inked = 0;
    for (let y = CONTENT.top; y < CONTENT.bottom; y += 3) {
      if (y > top && y < bottom) continue;
      for (let x = CONTENT.left; x < CONTENT.right; x += 3) if (isBlack(image, x, y)) inked++;
    }
    expect(inked).toBe(0);
  });

  it.each(CASES)('shows the picture as dots only, with at most a few inner lines (%s)', async (name) => {
    const dots = dotsOf(name);
    const image = await gray(pages.get(name)!.png);
    const radius = (pages.get(name)!.metadata.dotToDot as { dotRadius: number }).dotRadius;
    const minX = Math.min(...dots.map((dot) => dot.x));
    const maxX = Math.max(...dots.map((dot) => dot.x));
    const minY = Math.min(...dots.map((dot) => dot.y));
    const maxY = Math.max(...dots.map((dot) => dot.y));
    let samples = 0;
    let inked = 0;
    for (let y = minY; y <= maxY; y += 3) {
      for (let x = minX; x <= maxX; x += 3) {
        if (dots.some((dot) => Math.hypot(dot.x - x, dot.y - y) < radius + 4)) continue;
        if (dots.some(({ label }) => x >= label.x - 4 && y >= label.y - 4 && x <= label.x + label.width + 4 && y <= label.y + label.height + 4)) continue;
        samples++;
        if (isBlack(image, x, y)) inked++;
      }
    }
    // The whole figure drawn inside its dots inked 5-9 % of this box; an eye, a smile, an ear's edge about 1 %.
    expect(inked / samples).toBeLessThan(0.015);
  });

  it.each(['cat', 'puppy', 'fish', 'butterfly', 'dinosaur', 'bunny', 'unicorn', 'star', 'heart', 'house', 'car', 'rocket', 'penguin', 'dragon', 'owl', 'robot', 'teddy bear', 'mouse', 'turtle', 'bird'].map((thing, index) => [thing, AGE_GROUPS[index % AGE_GROUPS.length]!] as const))(
    'draws "dot to dot of a %s" for %s from its silhouette, every number clearly its own dot\'s',
    async (thing, ageGroup) => {
      const drawn = await page({ kind: 'dot-to-dot', description: `dot to dot of a ${thing}`, ageGroup });
      const facts = drawn.metadata.dotToDot as { silhouette: string | null; clashes: number; dots: PlacedDot[] };
      expect(facts.silhouette).not.toBeNull();
      expect(facts.clashes).toBe(0);
      const max = { '3-5': 20, '6-8': 50, '9-12': 100 }[ageGroup];
      expect(facts.dots.length).toBeGreaterThanOrEqual(Math.round(max * 0.6));
      for (const dot of facts.dots) {
        const ownGap = distanceToBox(dot, dot.label);
        for (const other of facts.dots) if (other !== dot) expect(distanceToBox(other, dot.label), `dot ${other.n} beside number ${dot.n}`).toBeGreaterThan(ownGap * 1.15);
      }
    },
  );

  it('traces a named thing when no character is chosen, and "fewer dots" takes some away', async () => {
    const thing = await page({ kind: 'dot-to-dot', description: 'dot to dot of an elephant', ageGroup: '6-8' });
    expect(thing.metadata.dotToDot).toMatchObject({ subject: 'elephant', silhouette: 'elephant' });
    const fewer = await engine.refine({ png: thing.png, instructions: 'fewer dots' });
    const count = (drawn: Page): number => (drawn.metadata.dotToDot as { dots: unknown[] }).dots.length;
    expect(count(fewer)).toBeLessThan(count(thing));
  });
});

describe('mandala pages', () => {
  it.each(AGE_GROUPS)('are symmetric around the centre to within a few pixels (%s)', async (ageGroup) => {
    const drawn = await page({ kind: 'mandala', description: 'a mandala of flowers and butterflies', ageGroup });
    const { cx, cy, radius, sectors } = drawn.metadata.mandala as { cx: number; cy: number; radius: number; sectors: number };
    expect(sectors).toBe({ '3-5': 8, '6-8': 6, '9-12': 8 }[ageGroup]);
    const image = await gray(drawn.png);
    const angle = (2 * Math.PI) / sectors;
    let black = 0;
    let unmatched = 0;
    for (let y = cy - radius; y <= cy + radius; y += 5) {
      for (let x = cx - radius; x <= cx + radius; x += 5) {
        if (Math.hypot(x - cx, y - cy) > radius + 10 || !isBlack(image, x, y)) continue;
        black++;
        const rx = cx + (x - cx) * Math.cos(angle) - (y - cy) * Math.sin(angle);
        const ry = cy + (x - cx) * Math.sin(angle) + (y - cy) * Math.cos(angle);
        let isMatched = false;
        for (let dy = -3; dy <= 3 && !isMatched; dy++) for (let dx = -3; dx <= 3 && !isMatched; dx++) isMatched = isBlack(image, rx + dx, ry + dy);
        if (!isMatched) unmatched++;
      }
    }
    expect(black).toBeGreaterThan(5000);
    expect(unmatched / black).toBeLessThan(0.002);
  });

  it.each(AGE_GROUPS)('draw the motifs the words name as rings, and no character nobody chose (%s)', async (ageGroup) => {
    const flowers = await page({ kind: 'mandala', description: 'a mandala of flowers and butterflies', ageGroup });
    expect(flowers.metadata.matched).toEqual(expect.arrayContaining(['flower', 'butterfly']));
    expect(flowers.metadata.matched).not.toContain('heart');
    expect(flowers.metadata.matched).not.toContain('star');
    const hearts = await page({ kind: 'mandala', description: 'a mandala with hearts and stars', ageGroup });
    expect(hearts.metadata.matched).toEqual(expect.arrayContaining(['heart', 'star']));
    expect(hearts.metadata.matched).not.toContain('Pip');
    const beings = await page({ kind: 'mandala', description: 'a mandala of cats and fish', ageGroup });
    expect(beings.metadata.matched).toEqual(expect.arrayContaining(['cat', 'fish']));
    const withPip = await page({ kind: 'mandala', description: 'a mandala of Pip with hearts and stars', characters: [pip], ageGroup });
    expect(withPip.metadata.matched).toEqual(expect.arrayContaining(['heart', 'star', 'Pip']));
  });

  it.each(AGE_GROUPS)('draw a chosen character only when the words name it or nothing else (%s)', async (ageGroup) => {
    const unnamed = await page({ kind: 'mandala', description: 'a mandala with hearts and stars', characters: [pip], ageGroup });
    expect(unnamed.metadata.matched).not.toContain('Pip');
    const byKind = await page({ kind: 'mandala', description: 'a mandala of penguins and hearts', characters: [pip], ageGroup });
    expect(byKind.metadata.matched).toContain('Pip');
    const alone = await page({ kind: 'mandala', description: 'a mandala', characters: [pip], ageGroup });
    expect(alone.metadata.matched).toContain('Pip');
  });

  it('leave the panel of a border page open to write in, unless the words name something for it', async () => {
    const stars = await page({ kind: 'mandala', description: 'a border page with stars', characters: [pip], ageGroup: '9-12' });
    expect(stars.metadata.matched).toEqual(['star']);
    const { panel } = stars.metadata.mandala as { panel: { x: number; y: number; width: number; height: number } };
    const image = await gray(stars.png);
    let ink = 0;
    for (let y = panel.y + 20; y < panel.y + panel.height - 20; y += 4) for (let x = panel.x + 20; x < panel.x + panel.width - 20; x += 4) if (isBlack(image, x, y)) ink++;
    expect(ink).toBe(0);
    const cat = await page({ kind: 'mandala', description: 'a border page with stars and a cat', ageGroup: '9-12' });
    expect(cat.metadata.matched).toEqual(['star', 'cat']);
  });

  it('have rings by age and "more rings" adds one', async () => {
    const young = await page({ kind: 'mandala', description: 'mandala', ageGroup: '3-5' });
    const old = await page({ kind: 'mandala', description: 'mandala', ageGroup: '9-12' });
    const rings = (drawn: Page): number => (drawn.metadata.mandala as { rings: number }).rings;
    expect(rings(young)).toBeLessThan(rings(old));
    expect(rings(await engine.refine({ png: young.png, instructions: 'more rings' }))).toBe(rings(young) + 1);
  });

  it('make square tile and border pattern pages', async () => {
    const square = await page({ kind: 'mandala', description: 'a square pattern of hearts', ageGroup: '9-12' });
    const border = await page({ kind: 'mandala', description: 'a border page with stars', ageGroup: '9-12' });
    expect(square.metadata.mandala).toMatchObject({ variant: 'square', across: 4 });
    expect(border.metadata.mandala).toMatchObject({ variant: 'border' });
    expect(square.metadata.matched).toContain('heart');
    expect(border.metadata.matched).toContain('star');
  });

  it('make a square pattern of two tile designs in a checkerboard, not one stamp repeated', async () => {
    const square = await page({ kind: 'mandala', description: 'a square pattern of hearts and leaves', ageGroup: '9-12' });
    const { tile, left, top } = square.metadata.mandala as { tile: number; left: number; top: number };
    const tileAt = (col: number, row: number): Promise<Buffer> =>
            // The tile's disc, clear of the rosettes at its corners.
      sharp(square.png).extract({ left: Math.round(left + (col + 0.12) * tile), top: Math.round(top + (row + 0.12) * tile), width: Math.round(tile * 0.76), height: Math.round(tile * 0.76) }).toColourspace('b-w').raw().toBuffer();
    const [a, b, c, d] = await Promise.all([tileAt(0, 0), tileAt(1, 0), tileAt(1, 1), tileAt(0, 1)]);
    // Same design: the same pixels but for a few of rounding; the two designs differ widely.
    const differing = (x: Buffer, y: Buffer): number => x.reduce((count, value, index) => count + (Math.abs(value - y[index]!) > 128 ? 1 : 0), 0) / x.length;
    expect(differing(a, c)).toBeLessThan(0.001);
    expect(differing(b, d)).toBeLessThan(0.001);
    expect(differing(a, b)).toBeGreaterThan(0.03);
  });
});

describe('name pages', () => {
  it.each([
    ['Mia', '3-5'],
    ['Christabella', '6-8'],
    ['Mary Ann Lee', '9-12'],
    ['WWWWWWWWWWWW', '6-8'],
  ] as const)('fit "%s" in big letters inside the margin (%s)', async (text, ageGroup) => {
    const drawn = await page({ kind: 'name', text, characters: [mia], ageGroup });
    const name = drawn.metadata.name as { text: string; fontSize: number; boxes: Array<{ x: number; y: number; width: number; height: number }> };
    expect(name.text).toBe(text);
    for (const box of name.boxes) {
      expect(box.x).toBeGreaterThanOrEqual(CONTENT.left);
      expect(box.x + box.width).toBeLessThanOrEqual(CONTENT.right);
      expect(box.y).toBeGreaterThanOrEqual(CONTENT.top);
    }
    // Letters at least 2 cm (236 px) tall even for twelve of them inside a frame.
    expect(name.fontSize).toBeGreaterThan(text.length <= 3 ? 1000 : 236);
    const image = await gray(drawn.png);
    const inkedColumns = new Set<number>();
    for (const box of name.boxes) for (let x = box.x; x < box.x + box.width; x += 4) for (let y = box.y; y < box.y + box.height; y += 4) if (isBlack(image, x, y)) inkedColumns.add(x);
    // The letters span their box: nothing of the name was cut off or left out.
    expect(inkedColumns.size).toBeGreaterThan((name.boxes[0]!.width / 4) * 0.5);
  });
});

describe('name pages by age', () => {
  type NameFacts = { lines: string[]; fontSize: number; isPatterned: boolean; decorations: number; boxes: Array<{ x: number; width: number }> };
  const facts = (drawn: Page): NameFacts => drawn.metadata.name as NameFacts;

  it('fill the width with a twelve-letter name in big letters, plainer for 3-5, patterned in a frame of pictures for 9-12', async () => {
    const young = facts(await page({ kind: 'name', text: 'Christabella', description: 'with dinosaurs and stars', ageGroup: '3-5' }));
    const middle = facts(await page({ kind: 'name', text: 'Christabella', description: 'with dinosaurs and stars', ageGroup: '6-8' }));
    const old = facts(await page({ kind: 'name', text: 'Christabella', description: 'with dinosaurs and stars', ageGroup: '9-12' }));
    const width = CONTENT.right - CONTENT.left;
    // The youngest fill the page's width; older ones the width inside their frame.
    expect(Math.max(...young.boxes.map((box) => box.width))).toBeGreaterThan(width * 0.8);
    for (const name of [middle, old]) expect(Math.max(...name.boxes.map((box) => box.width))).toBeGreaterThan(width * 0.6);
    // A child's name stays whole on one line while its letters are still big (parents don't want it split).
    for (const name of [young, middle, old]) expect(name.lines).toEqual(['Christabella']);
    expect(young.fontSize).toBeGreaterThan(340);
    expect(Math.min(middle.fontSize, old.fontSize)).toBeGreaterThan(250);
    expect([young.isPatterned, middle.isPatterned, old.isPatterned]).toEqual([false, false, true]);
    expect(young.decorations).toBeGreaterThanOrEqual(2);
    expect(young.decorations).toBeLessThan(middle.decorations);
    expect(middle.decorations).toBeLessThan(old.decorations);
  });

  it.each(['Christabella', 'Alexandria', 'Maximiliana', 'WWWWWWWWWWWW'])('end the first line of a word split in two with a hyphen (%s)', (text) => {
    const lines = layoutName(text, { x: 0, y: 0, width: 1800, height: 1000 }).lines.map((line) => line.text);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.endsWith('-')).toBe(true);
    expect(lines[0]!.slice(0, -1) + lines[1]).toBe(text);
  });

  it('keep a name on one line when its letters can shrink to fit, and "Mary Ann" breaks at its space without a hyphen', () => {
    expect(layoutName('Christabella', { x: 0, y: 0, width: 2300, height: 1000 }, 380).lines.map((line) => line.text)).toEqual(['Christabella']);
    expect(layoutName('Mary Annabelle', { x: 0, y: 0, width: 1800, height: 1000 }).lines.map((line) => line.text)).toEqual(['Mary', 'Annabelle']);
  });

  it('decorate with the things the words name', async () => {
    const drawn = await page({ kind: 'name', text: 'Christabella', description: 'with dinosaurs and stars', ageGroup: '6-8' });
    expect(drawn.metadata.matched).toEqual(['t-rex', 'star']);
  });

  it.each(['6-8', '9-12'] as const)('frame the name with the things named in turn, upright and in order, not strewn (%s)', async (ageGroup) => {
    const drawn = await page({ kind: 'name', text: 'Christabella', description: 'with dinosaurs and stars', ageGroup });
    const name = drawn.metadata.name as { decorations: number; isFramed: boolean };
    expect(name.isFramed).toBe(true);
    expect(name.decorations).toBeGreaterThanOrEqual(16);
    const pictures = drawn.metadata.pictures as Array<{ motif: string; size: number; turn: number }>;
    expect(pictures).toHaveLength(name.decorations);
    expect(new Set(pictures.map((picture) => picture.motif))).toEqual(new Set(['t-rex', 'star']));
    expect(pictures.every((picture) => picture.turn === 0)).toBe(true);
    // The frame's pictures are all one size; only the few inside it are bigger.
    const frameSize = Math.min(...pictures.map((picture) => picture.size));
    expect(pictures.filter((picture) => picture.size !== frameSize).length).toBeLessThanOrEqual(3);
  });

  it('strew a few big pictures, turned a little, for 3-5', async () => {
    const drawn = await page({ kind: 'name', text: 'Mia', description: 'with dinosaurs and stars', ageGroup: '3-5' });
    const pictures = drawn.metadata.pictures as Array<{ motif: string; size: number; turn: number }>;
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pictures.map((picture) => picture.size)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('every activity page', () => {
  const kinds: Array<Pick<SceneInput, 'kind' | 'description' | 'text'>> = [
    { kind: 'maze', description: 'help Pip reach the cake' },
    { kind: 'mandala', description: 'a mandala of flowers and butterflies' },
    { kind: 'mandala', description: 'a square pattern of hearts and leaves' },
    { kind: 'mandala', description: 'a border page with stars' },
    { kind: 'dot-to-dot', description: 'connect the dots' },
    { kind: 'name', description: 'name page', text: 'Mia' },
    { kind: 'name', description: 'Christabella with dinosaurs and stars', text: 'Christabella' },
  ];

  it.each(kinds)('is a print page: pure black on white, US Letter at 300 DPI, blank margin, closed regions ($kind: $description)', async (input) => {
    for (const ageGroup of ['3-5', '9-12'] as const) {
      const drawn = await page({ ...input, characters: [pip], ageGroup });
      expect(drawn.width).toBe(PAGE_WIDTH_PX);
      expect(drawn.height).toBe(PAGE_HEIGHT_PX);
      expect(readPngDpi(drawn.png)).toEqual({ x: 300, y: 300 });
      expect(readPageMetadata(drawn.png)?.kind).toBe(input.kind);
      const image = await gray(drawn.png);
      expect(new Set(image.data)).toEqual(new Set([0, 255]));
      for (let y = 0; y < PAGE_HEIGHT_PX; y++) {
        for (let x = 0; x < PAGE_WIDTH_PX; x++) {
          if (x >= MARGIN_PX && x < PAGE_WIDTH_PX - MARGIN_PX && y >= MARGIN_PX && y < PAGE_HEIGHT_PX - MARGIN_PX) continue;
          if (image.data[y * PAGE_WIDTH_PX + x] === 0) throw new Error(`ink in the margin at ${x},${y}`);
        }
      }
      // Closed regions a crayon fits: no long hairline slivers of white between lines, few crumbs.
      expect(whiteSlivers(image, 6, 60)).toEqual([]);
      // The counters of small solid numbers (0, 4, 6, 8, 9) are read, not coloured: they do not count.
      const labels = ((drawn.metadata.dotToDot as { dots: PlacedDot[] } | undefined)?.dots ?? []).map((dot) => dot.label);
      const isInLabel = (x: number, y: number): boolean => labels.some((box) => x >= box.x - 2 && y >= box.y - 2 && x <= box.x + box.width + 2 && y <= box.y + box.height + 2);
      const crumbs = whiteRegions(image).filter((region) => region.area < 30 && !isInLabel(region.x, region.y));
      expect(crumbs.length).toBeLessThan(40);
    }
    // Two pages drawn and every pixel of each read: more than the default half minute on a busy machine.
  }, 90_000);

  it.each(kinds)('is the same bytes for the same input ($kind: $description)', async (input) => {
    const first = await page({ ...input, characters: [mia] });
    const second = await page({ ...input, characters: [mia] });
    expect(second.png.equals(first.png)).toBe(true);
  });

  it('answers a refine it cannot apply with a message naming what it can do', async () => {
    const maze = await page({ kind: 'maze', description: 'maze' });
    await expect(engine.refine({ png: maze.png, instructions: 'make it purple' })).rejects.toThrow(EngineError);
    await expect(engine.refine({ png: maze.png, instructions: 'make it purple' })).rejects.toThrow(/bigger maze/);
  });
});
