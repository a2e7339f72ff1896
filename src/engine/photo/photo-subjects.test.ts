import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inkPieces, type Bitmap } from '../linework/bitmap-ops';
import { paperColour } from './drawing-lines';
import { drawPhotoPage } from './photo-page';
import { photoLines, thinLines } from './photo-lines';

/**
 * The photos added for the subjects the issue names beyond a pet and a person: a building (the Taj Mahal, an
 * apartment block behind a lawn), a landscape (boats on a lake shore at sunset) and a child's crayon drawing
 * (made here, see testing/CREDITS.md).
 */
const photo = (file: string) => readFileSync(path.join(import.meta.dirname, 'testing', file));

interface PaperArea {
  area: number;
  /** Reaches the picture's edge: not closed by lines. */
  open: boolean;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The 4-connected areas of paper (value 0) in a line bitmap: the areas a child colours. */
function paperAreas(bitmap: Bitmap): { areas: PaperArea[]; labels: Int32Array } {
  const { data, width, height } = bitmap;
  const labels = new Int32Array(data.length).fill(-1);
  const areas: PaperArea[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 0 || labels[start] !== -1) continue;
    const label = areas.length;
    const area: PaperArea = { area: 0, open: false, left: width, top: height, right: -1, bottom: -1 };
    areas.push(area);
    const stack = [start];
    labels[start] = label;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      area.area++;
      [area.left, area.right, area.top, area.bottom] = [Math.min(area.left, x), Math.max(area.right, x), Math.min(area.top, y), Math.max(area.bottom, y)];
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) area.open = true;
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const next = ny * width + nx;
        if (data[next] === 0 && labels[next] === -1) {
          labels[next] = label;
          stack.push(next);
        }
      }
    }
  }
  return { areas, labels };
}

function inkShare(bitmap: Bitmap): number {
  let ink = 0;
  for (const value of bitmap.data) ink += value;
  return ink / bitmap.data.length;
}

/** Closed areas of paper smaller than this share of the picture: specks a child cannot colour, a noise field's cells. */
const TINY_AREA_SHARE = 0.0005;

function tinyAreas(bitmap: Bitmap): number {
  return paperAreas(bitmap).areas.filter((area) => !area.open && area.area < bitmap.data.length * TINY_AREA_SHARE).length;
}

/** Ink pieces (8-connected) lying wholly inside an area's bounding box: what is drawn inside it and apart from its outline. */
function inkPiecesWithin(bitmap: Bitmap, box: PaperArea): number {
  const { data, width } = bitmap;
  const seen = new Uint8Array(data.length);
  let pieces = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      const start = y * width + x;
      if (data[start] !== 1 || seen[start] === 1) continue;
      let inside = true;
      const stack = [start];
      seen[start] = 1;
      while (stack.length > 0) {
        const index = stack.pop()!;
        const [px, py] = [index % width, Math.floor(index / width)];
        if (px < box.left || px > box.right || py < box.top || py > box.bottom) inside = false;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [px + dx, py + dy];
            if (nx < 0 || ny < 0 || nx >= width || ny >= bitmap.height) continue;
            const next = ny * width + nx;
            if (data[next] === 1 && seen[next] === 0) {
              seen[next] = 1;
              stack.push(next);
            }
          }
        }
      }
      if (inside) pieces++;
    }
  }
  return pieces;
}

/** Runs of ink along one row: how many lines the row crosses. */
function inkRuns(bitmap: Bitmap, y: number): number {
  let runs = 0;
  for (let x = 0; x < bitmap.width; x++) if (bitmap.data[y * bitmap.width + x] === 1 && (x === 0 || bitmap.data[y * bitmap.width + x - 1] === 0)) runs++;
  return runs;
}

/**
 * Where a point of the crayon drawing's SVG (1000 x 750, scripts/make-crayon-drawing.ts) lies in its photo at
 * working size: the sheet turned 2.5° anticlockwise, cropped 45 px inside and brought back to 1000 x 750.
 */
function onCrayonPhoto(x: number, y: number): [number, number] {
  const angle = (2.5 * Math.PI) / 180;
  const [dx, dy] = [x - 500, y - 375];
  const turnedX = dx * Math.cos(angle) + dy * Math.sin(angle) + 1032 / 2 - 45;
  const turnedY = -dx * Math.sin(angle) + dy * Math.cos(angle) + 793 / 2 - 45;
  const scale = 750 / 703;
  return [Math.round(turnedX * scale - (942 * scale - 1000) / 2), Math.round(turnedY * scale)];
}

async function linesOf(file: string, background: 'keep' | 'simplify'): Promise<Bitmap> {
  return photoLines(photo(file), { ageGroup: '6-8', background });
}

describe('photo subjects: a building, a landscape, a crayon drawing', { timeout: 120_000 }, () => {
  it.each(['taj-mahal.jpg', 'building.jpg', 'lake-boats.jpg', 'crayon-drawing.jpg'])('draws %s as a print page: two tones, lines, not a black page', async (file) => {
    const page = await drawPhotoPage({ image: photo(file), title: '', ageGroup: '6-8', background: 'simplify' });
    const { data, info } = await sharp(page.png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2550, 3300]);
    const values = new Set(data);
    expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);
    const share = data.reduce((ink, value) => ink + (value < 128 ? 1 : 0), 0) / data.length;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.2);
  });

  it('traces the crayon drawing stroke by stroke on its unevenly lit paper: one line a stroke, the house and the sun closed', async () => {
    // Before the paper's light was fitted, the darker half of the sheet was taken for crayon and the page was
    // two hollowed blobs.
    const lines = await linesOf('crayon-drawing.jpg', 'simplify');
    // The row through the house's walls and door, the stick person's legs and the tree's trunk crosses eight
    // strokes; drawn by their edges it would cross sixteen.
    expect(inkRuns(lines, 530)).toBe(8);
    // Lines of a stroke's width, not filled patches: the wax's gaps closed, the sun's colouring-in hollowed.
    expect(inkShare(lines)).toBeLessThan(0.15);
    expect(inkShare(lines)).toBeGreaterThan(0.04);
    const { areas, labels } = paperAreas(lines);
    const areaAt = (x: number, y: number) => {
      const [px, py] = onCrayonPhoto(x, y);
      const label = labels[py * lines.width + px]!;
      return label >= 0 ? areas[label]! : undefined;
    };
    // The house's walls enclose one area (the windows and the door cut out of it), the sun's ring another.
    const house = areaAt(200, 500);
    expect(house?.open).toBe(false);
    expect(house!.area / lines.data.length).toBeGreaterThan(0.04);
    expect(house!.area / lines.data.length).toBeLessThan(0.09);
    const sun = areaAt(140, 120);
    expect(sun?.open).toBe(false);
    expect(sun!.area / lines.data.length).toBeGreaterThan(0.01);
    // The stick person's face keeps both eyes and the smile as pieces of their own inside the head's outline:
    // a wider closing welded the smile to the head, and a speck limit of 150 pixels took an eye for a crumb.
    const face = areaAt(560, 312);
    expect(face?.open).toBe(false);
    expect(inkPiecesWithin(lines, face!)).toBeGreaterThanOrEqual(3);
    // The tree's crown and the dog's body are areas of their own too.
    for (const [x, y] of [[855, 345], [660, 610]] as const) expect(areaAt(x, y)?.open).toBe(false);
    expect(tinyAreas(lines)).toBeLessThanOrEqual(8);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('closes the crayon tree\'s trunk at %s: its sides, stopped short of the grass, are joined to it', async (ageGroup) => {
    // Round 7: the trunk was open at the bottom, a gap above the grass at every age, so it was no area to colour.
    const lines = await photoLines(photo('crayon-drawing.jpg'), { ageGroup, background: 'simplify' });
    const { areas, labels } = paperAreas(lines);
    // The middle of the trunk, working pixels (1000 x 750).
    const trunk = areas[labels[600 * lines.width + 889]!];
    expect(trunk?.open).toBe(false);
    expect(trunk!.area / lines.data.length).toBeLessThan(0.03);
  });

  it('keeps a drawing on its sheet: kept, the sky above the grass and the ground below it are closed areas', async () => {
    // Round 8 and 9: keep and simplify were the same file, the background setting did nothing.
    const closedAt = (lines: Bitmap, x: number, y: number) => {
      const { areas, labels } = paperAreas(lines);
      return areas[labels[y * lines.width + x]!]?.open === false;
    };
    const kept = await linesOf('crayon-drawing.jpg', 'keep');
    const simplified = await linesOf('crayon-drawing.jpg', 'simplify');
    // Working pixels (1000 x 750, the kept one 24 px more round it): the sky over the figure, the ground under the dog.
    expect(closedAt(kept, 24 + 560, 24 + 60)).toBe(true);
    expect(closedAt(kept, 24 + 660, 24 + 742)).toBe(true);
    expect(closedAt(simplified, 560, 60)).toBe(false);
  });

  it('closes the simplified crayon drawing\'s grass into a strip of ground for 6-8 and 9-12, a line for 3-5', async () => {
    // Round 13: the 6-8 and 9-12 pages were the 3-5 page's dozen shapes in thinner lines.
    const groundClosed = async (ageGroup: '3-5' | '6-8' | '9-12') => {
      const lines = await photoLines(photo('crayon-drawing.jpg'), { ageGroup, background: 'simplify' });
      const { areas, labels } = paperAreas(lines);
      // Working pixels (1000 x 750): under the grass below the dog, and below the house.
      return [[660, 742], [250, 742]].map(([x, y]) => areas[labels[y! * lines.width + x!]!]?.open === false);
    };
    expect(await groundClosed('3-5')).toEqual([false, false]);
    expect(await groundClosed('6-8')).toEqual([true, true]);
    expect(await groundClosed('9-12')).toEqual([true, true]);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('draws a thin crayon stroke as one line at %s, not a tube outlined on both sides', async (ageGroup) => {
    // Round 11: outlined on both sides at 9-12 the limbs, rays and grass were tubes 2-3 mm wide, too narrow to colour.
    const lines = await photoLines(photo('crayon-drawing.jpg'), { ageGroup, background: 'simplify' });
    const runsDown = (x: number, from: number, to: number) => {
      const runs: number[] = [];
      for (let y = from; y <= to; y++) {
        const inked = lines.data[y * lines.width + x] === 1;
        if (inked && !lines.data[(y - 1) * lines.width + x]) runs.push(0);
        if (inked) runs[runs.length - 1]! += 1;
      }
      return runs;
    };
    // The stick person's arms either side of the body, and the grass below the house.
    for (const [x, from, to] of [[540, 380, 430], [600, 380, 430], [540, 680, 730]] as const) {
      const runs = runsDown(x, from, to);
      // One run, no wider than a slanted line at the youngest's width (a tube's two sides were two runs).
      expect(runs).toHaveLength(1);
      expect(runs[0]).toBeLessThan(30);
    }
  });

  it('draws the crayon drawing with finer lines for older children: 9-12 finer than 6-8, finer than 3-5', async () => {
    // Traced at the crayon's own width, 6-8 and 9-12 were the same page. A stroke's width is its ink over
    // its length (the ink thinned to one pixel).
    const strokeWidth = async (ageGroup: '3-5' | '6-8' | '9-12') => {
      const lines = await photoLines(photo('crayon-drawing.jpg'), { ageGroup, background: 'simplify' });
      return inkShare(lines) / inkShare(thinLines(lines));
    };
    const [young, middle, old] = [await strokeWidth('3-5'), await strokeWidth('6-8'), await strokeWidth('9-12')];
    expect(middle).toBeLessThan(young * 0.85);
    expect(old).toBeLessThan(middle * 0.85);
  });

  it('takes the crayon drawing for a drawing on paper, and the building, the Taj Mahal and the landscape for photos', async () => {
    // Prepared as photoLines prepares it. A sky's blue-to-white and a lit wall are no paper: one colour times a level.
    const paperOf = async (file: string) => {
      const { data, info } = await sharp(photo(file)).resize(1000, 1000, { fit: 'inside' }).removeAlpha().normalise().median(3).raw().toBuffer({ resolveWithObject: true });
      return paperColour(data, info.width, info.height, info.channels);
    };
    expect(await paperOf('crayon-drawing.jpg')).not.toBeNull();
    for (const file of ['taj-mahal.jpg', 'building.jpg', 'lake-boats.jpg']) expect(await paperOf(file)).toBeNull();
  });

  it.each([
    ['taj-mahal.jpg', 30],
    ['building.jpg', 80],
    ['lake-boats.jpg', 20],
  ] as const)('draws %s as areas to colour, not a field of noise from grass, water or gravel', async (file, most) => {
    for (const background of ['keep', 'simplify'] as const) expect(tinyAreas(await linesOf(file, background))).toBeLessThanOrEqual(most);
  });

  it.each(['3-5'] as const)('draws no shadow line under the Taj Mahal\'s dome as a feature at %s', async (ageGroup) => {
    // Rounds 8 and 9: the dark band of the drum under the dome was taken for a thin dark feature (as a mouth is)
    // and drawn as two long dashes, 260-290 working px, hanging in the dome's area. (From 6-8 up the photo's long
    // clear lines are drawn inside a subject on purpose, the drum's edge among them, so only 3-5 is looked at.)
    const lines = await photoLines(photo('taj-mahal.jpg'), { ageGroup, background: 'simplify' });
    let ink = 0;
    for (let y = 335; y <= 395; y++) for (let x = 400; x <= 540; x++) ink += lines.data[y * lines.width + x]!;
    expect(ink).toBe(0);
  });

  it('draws a kept landscape\'s sky as a few large areas, not a field of cloud lozenges', async () => {
    // Rounds 8 and 9: the kept lake's sky was cut into about twenty lozenges by every soft border of its clouds.
    const lines = await linesOf('lake-boats.jpg', 'keep');
    const inSky = paperAreas(lines).areas.filter((area) => area.bottom < lines.height * 0.35);
    expect(inSky.length).toBeLessThanOrEqual(4);
  });

  it.each([
    ['3-5', 'simplify'],
    ['6-8', 'keep'],
  ] as const)('draws the building at %s (%s) as one connected drawing with a window in its bays, no window dots or floating dashes', async (ageGroup, background) => {
    // Rounds 8 and 9: the simplified block had its windows as about eight solid black dots, the kept one the
    // entrance's shadows and a tree's branches as floating bars, stubs and letters: dark details, as a face's.
    // Round 10: a grid of cells with no window in it was no building; each bay now has one, an upright
    // rectangle standing free in it, and nothing else stands free.
    const lines = await photoLines(photo('building.jpg'), { ageGroup, background });
    const pieces = inkPieces(lines);
    const boxes = new Map<number, { left: number; top: number; right: number; bottom: number }>();
    for (let i = 0; i < pieces.length; i++) {
      if (!pieces[i]) continue;
      const [x, y] = [i % lines.width, Math.floor(i / lines.width)];
      const box = boxes.get(pieces[i]!) ?? { left: x, top: y, right: x, bottom: y };
      boxes.set(pieces[i]!, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
    }
    // Its sides are inked all along but for the corners, which the thickening rounds.
    const corner = 4;
    const isWindow = (id: number, box: { left: number; top: number; right: number; bottom: number }) => {
      if (box.right - box.left > lines.width * 0.3 || box.bottom - box.top > lines.height * 0.3) return false;
      for (let x = box.left + corner; x <= box.right - corner; x++) if (pieces[box.top * lines.width + x] !== id || pieces[box.bottom * lines.width + x] !== id) return false;
      for (let y = box.top + corner; y <= box.bottom - corner; y++) if (pieces[y * lines.width + box.left] !== id || pieces[y * lines.width + box.right] !== id) return false;
      return true;
    };
    const windows = [...boxes].filter(([id, box]) => isWindow(id, box)).length;
    expect(windows).toBeGreaterThanOrEqual(8);
    expect(boxes.size - windows).toBeLessThanOrEqual(2);
  });

  it('draws the trees and sky beside the building only with the background kept', async () => {
    // Its bays come from the finest edges on both pages, so the façade is as much ink kept as simplified (0.99);
    // what simplify takes away is beside it: the left 15 % of the picture (frame column aside).
    const besideFacade = (lines: Bitmap) => {
      let ink = 0;
      for (let y = 0; y < lines.height; y++) for (let x = 1; x < lines.width * 0.15; x++) ink += lines.data[y * lines.width + x]!;
      return ink / lines.data.length;
    };
    expect(besideFacade(await linesOf('building.jpg', 'keep'))).toBeGreaterThan(0.004);
    expect(besideFacade(await linesOf('building.jpg', 'simplify'))).toBeLessThan(0.0005);
  });

  it.each(['taj-mahal.jpg', 'lake-boats.jpg'])('draws less of %s with the background simplified than kept', async (file) => {
    const kept = inkShare(await linesOf(file, 'keep'));
    const simplified = inkShare(await linesOf(file, 'simplify'));
    // The landscape has no one subject to keep: it is drawn whole in fewer areas, a little less ink.
    expect(simplified).toBeLessThan(kept * 0.97);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('keeps the apartment block whole at %s when its background is simplified: a façade filling the frame is the subject', async (ageGroup) => {
    // The subject mask found the middle of the façade, which runs out of the picture at its top and right, and
    // outlined it as a blob with the windows as dots. The building's regular edges (floors, windows) mark it out.
    const lines = await photoLines(photo('building.jpg'), { ageGroup, background: 'simplify' });
    const { data, width, height } = lines;
    let [right, top] = [0, 0];
    for (let y = 0; y < height; y++) right += data[y * width + width - 1]!;
    for (let x = 0; x < width; x++) top += data[x]!;
    // Cut by the picture's right side along most of its height and by its top along most of its width.
    expect(right / height).toBeGreaterThan(0.5);
    expect(top / width).toBeGreaterThan(0.5);
    // The floors are drawn across it: a column through its middle crosses at least four lines.
    const x = Math.round(width * 0.3);
    let crossings = 0;
    for (let y = 1; y < height; y++) if (data[y * width + x] === 1 && data[(y - 1) * width + x] === 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(4);
  });

  it.each(['keep', 'simplify'] as const)('draws the boats on the lake shore as areas of their own with the background %s, apart from the gravel', async (background) => {
    // Without a subject mask the merge's threshold is set by the gravel's and the ripples' many textured borders:
    // the boats and the gravel became one area, half the picture, at every age but 9-12.
    const lines = await linesOf('lake-boats.jpg', background);
    const { areas, labels } = paperAreas(lines);
    // The paper nearest the point, a line smoothed along its course may pass over it.
    const areaAt = (x: number, y: number) => {
      for (let reach = 0; reach <= 8; reach++) {
        for (let dy = -reach; dy <= reach; dy++) {
          for (let dx = -reach; dx <= reach; dx++) {
            const label = labels[(y + dy) * lines.width + x + dx]!;
            if (label >= 0) return areas[label]!;
          }
        }
      }
      return undefined;
    };
    const gravel = areaAt(625, 540);
    // The middle boats and the row of boats to the right, working pixels (1000 x 625).
    for (const [x, y] of [[90, 470], [540, 390], [680, 370]] as const) {
      const boat = areaAt(x, y);
      expect(boat?.open).toBe(false);
      expect(boat).not.toBe(gravel);
      expect(boat!.area / lines.data.length).toBeLessThan(0.08);
    }
  });

  it('draws the landscape whole when its background is simplified, its sky one plain area above the skyline', async () => {
    // Its subject mask is a band of water and shore running out at both sides; outlined as a subject it was a
    // shape no one would know, the sky and the picture's frame gone. Round 6's judges found the sky's ragged
    // cloud strips kept on the simplified pages.
    const lines = await linesOf('lake-boats.jpg', 'simplify');
    const rowInk = (y: number) => lines.data.subarray(y * lines.width, (y + 1) * lines.width).reduce((sum, value) => sum + value, 0);
    // The frame closes the scene: its top and bottom rows are ink along most of the width.
    expect(rowInk(1)).toBeGreaterThan(lines.width * 0.9);
    expect(rowInk(lines.height - 2)).toBeGreaterThan(lines.width * 0.9);
    // No line inside the top fifth but the frame: the sky is one closed area, reaching down to the skyline.
    let inkInSky = 0;
    for (let y = 10; y < lines.height / 5; y++) for (let x = 10; x < lines.width - 10; x++) inkInSky += lines.data[y * lines.width + x]!;
    expect(inkInSky).toBe(0);
    const { areas, labels } = paperAreas(lines);
    const sky = areas[labels[Math.round(lines.height * 0.1) * lines.width + Math.round(lines.width / 2)]!]!;
    expect(sky.open).toBe(false);
    expect(sky.bottom).toBeGreaterThan(lines.height * 0.25);
  });

  it('leaves a simplified landscape\'s foreground plain at 9-12, no gravel patches in its corners', async () => {
    // Round 12's judges found "random blobs in both bottom corners" of the lake's 9-12 page: the gravel's darker
    // patches at the photo's foot, each an area of its own. Cropped as for the page (the uncropped photo's foot holds
    // a boat's bow).
    const lines = await photoLines(photo('lake-boats.jpg'), { ageGroup: '9-12', background: 'simplify', frameAspect: 0.75 });
    let inkInForeground = 0;
    for (let y = Math.round(lines.height * 0.88); y < lines.height - 10; y++) for (let x = 10; x < lines.width - 10; x++) inkInForeground += lines.data[y * lines.width + x]!;
    expect(inkInForeground).toBe(0);
  });
});
