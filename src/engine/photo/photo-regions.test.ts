import { describe, expect, it } from 'vitest';
import { photoRegions, regionBorders, subjectOutline, type RegionStyle } from './photo-regions';

const STYLE: RegionStyle = { cell: 12, mergeQuantile: 0.85, minAreaShare: 0.0025, minWidth: 12, smoothing: 3, softShare: 0.35, subjectShare: 1.5, subjectColourLimit: 30, outlineSmoothing: 0 };
/** Gradient of the strong edges of these pictures (a step of about 100 in a channel measures 200-400). */
const STRONG_EDGE = 100;
const NO_SUBJECT = { subject: null, strongEdge: STRONG_EDGE, isSubjectAlone: true, isBackdropAtSides: false };

/**
 * 240 x 160 px: a warm left half, a cool right half crossed by dark stripes 3 px wide every 12 px (fur, wood
 * grain), a 4 px dark rim between them (a cup's lip drawn by its two edges), and specks of glint on the left.
 */
function stripedPhoto(hasDisc = false): { rgb: Uint8Array; gradient: Float32Array; width: number; height: number } {
  return picture(240, 160, (x, y) => {
    let colour = x < 118 ? [200, 120, 60] : x < 122 ? [40, 30, 30] : [70, 110, 190];
    if (x >= 122 && y % 12 < 3) colour = [50, 80, 150];
    if (x < 118 && (x * 7 + y * 13) % 97 === 0) colour = [255, 255, 255];
    if (hasDisc && isInDisc(x, y)) colour = [120, 200, 90];
    return colour;
  });
}

/** A picture of `colourAt` with its gradient measured as the photo pipeline does (the strongest channel's change). */
function picture(width: number, height: number, colourAt: (x: number, y: number) => number[]): { rgb: Uint8Array; gradient: Float32Array; width: number; height: number } {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(colourAt(x, y), (y * width + x) * 3);
  const gradient = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let best = 0;
      for (let c = 0; c < 3; c++) {
        const gx = rgb[(y * width + x + 1) * 3 + c]! - rgb[(y * width + x - 1) * 3 + c]!;
        const gy = rgb[((y + 1) * width + x) * 3 + c]! - rgb[((y - 1) * width + x) * 3 + c]!;
        best = Math.max(best, Math.hypot(gx, gy) * 2);
      }
      gradient[y * width + x] = best;
    }
  }
  return { rgb, gradient, width, height };
}

/** The subject of the photo with a disc: on its left half. */
const isInDisc = (x: number, y: number) => (x - 60) ** 2 + (y - 80) ** 2 < 45 ** 2;

/** Runs of ink along row `y`. */
function runs(data: Uint8Array, width: number, y: number): number {
  let count = 0;
  for (let x = 0; x < width; x++) if (data[y * width + x] === 1 && (x === 0 || data[y * width + x - 1] === 0)) count++;
  return count;
}

describe('photo regions', () => {
  it('merges texture, specks and a thin rim away: two areas, one line between them, closed against the frame', () => {
    const { rgb, gradient, width, height } = stripedPhoto();
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, NO_SUBJECT);
    expect(new Set(regions.labels).size).toBe(2);
    const borders = regionBorders(regions);
    // Every row (away from the frame's top and bottom) crosses the frame's left, the one border, the frame's right:
    // the rim's two edges are not drawn as two lines, the stripes and glints not at all.
    for (let y = 5; y < height - 5; y += 7) expect(runs(borders.data, width, y)).toBe(3);
    expect(subjectOutline(regions)).toBeNull();
  });

  it('makes everything outside the subject one backdrop with no lines, and outlines the subject once', () => {
    const { rgb, gradient, width, height } = stripedPhoto(true);
    // The subject mask is rough (a grid's), a little larger than the disc.
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if ((x - 60) ** 2 + (y - 80) ** 2 < 50 ** 2) mask[y * width + x] = 1;
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, { ...NO_SUBJECT, subject: { data: mask, width, height } });
    expect(regions.backdrop).toBeGreaterThanOrEqual(0);
    const borders = regionBorders(regions);
    // The right half's stripes and the rim are backdrop: nothing drawn there.
    for (let y = 0; y < height; y++) for (let x = 130; x < width; x++) expect(borders.data[y * width + x]).toBe(0);
    const outline = subjectOutline(regions)!;
    // Through the disc's middle the outline is crossed twice.
    expect(runs(outline.data, width, 80)).toBe(2);
  });

  it('smooths the subject outline: a disc with small lumps round its edge is outlined as a round disc', () => {
    // Lumps 10 px out from the disc, 12 px wide, every 30° (fur sticking out, a superpixel's step).
    const lumpy = (x: number, y: number) => {
      const radius = Math.hypot(x - 75, y - 80);
      const angle = (Math.atan2(y - 80, x - 75) * 180) / Math.PI + 180;
      return radius < 40 || (radius < 50 && angle % 30 < 15);
    };
    const { rgb, gradient, width, height } = picture(160, 160, (x, y) => (lumpy(x, y) ? [200, 120, 60] : [70, 110, 190]));
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (lumpy(x, y)) mask[y * width + x] = 1;
    const scene = { ...NO_SUBJECT, subject: { data: mask, width, height } };
    const outlineLength = (style: RegionStyle) => subjectOutline(photoRegions(rgb, 3, gradient, width, height, style, scene))!.data.reduce((sum, value) => sum + value, 0);
    const smooth = outlineLength({ ...STYLE, outlineSmoothing: 6 });
    // The round outline is shorter than the lumps' zigzag (252 px against 296 when measured).
    expect(smooth).toBeLessThan(outlineLength(STYLE) * 0.9);
  });

  it('keeps a background in few areas around a subject: a soft change of colour behind it is no line', () => {
    // A disc in front of a wall turning from pink to blue over 6 px (a blurred room), with the background kept.
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => {
      if (isInDisc(x, y)) return [120, 200, 90];
      const t = Math.min(1, Math.max(0, (x - 160) / 6));
      return [220 - 100 * t, 150, 150 + 70 * t];
    });
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isInDisc(x, y)) mask[y * width + x] = 1;
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, { ...NO_SUBJECT, isSubjectAlone: false, subject: { data: mask, width, height } });
    // Behind the disc the wall is one area: no line where its colour turns.
    expect(regions.backdrop).toBe(-1);
    expect(regions.labels[80 * width + 130]).toBe(regions.labels[80 * width + 200]);
    expect(regions.labels[80 * width + 60]).not.toBe(regions.labels[80 * width + 200]);
  });

  it('makes a small piece of the subject mask apart from the rest backdrop too (a corner of flag)', () => {
    const { rgb, gradient, width, height } = stripedPhoto(true);
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) if ((x - 60) ** 2 + (y - 80) ** 2 < 50 ** 2 || (x >= 190 && x < 215 && y >= 20 && y < 45)) mask[y * width + x] = 1;
    }
    const outline = subjectOutline(photoRegions(rgb, 3, gradient, width, height, STYLE, { ...NO_SUBJECT, subject: { data: mask, width, height } }))!;
    expect(runs(outline.data, width, 80)).toBe(2);
    for (let y = 10; y < 55; y++) for (let x = 180; x < 225; x++) expect(outline.data[y * width + x]).toBe(0);
  });

  it('draws a smooth gradient (a dusk sky) as one area, not as bands', () => {
    // Dark blue at the top to pale blue at the bottom, with a white bar standing in it.
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => (x >= 110 && x < 130 && y > 40 ? [240, 240, 235] : [10 + y * 0.5, 30 + y * 0.5, 70 + y * 0.6]));
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, NO_SUBJECT);
    const borders = regionBorders(regions);
    // Down the column left of the bar only the frame's top and bottom are crossed.
    let crossings = 0;
    for (let y = 0; y < height; y++) if (borders.data[y * width + 60] === 1 && (y === 0 || borders.data[(y - 1) * width + 60] === 0)) crossings++;
    expect(crossings).toBe(2);
  });

  it('keeps what stands free of the sides when there is no subject: no frame, no sky, no lamp', () => {
    // A bar on the ground in the middle, the ground running out at both sides, a small lamp floating right.
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => {
      if (x >= 110 && x < 130 && y > 30 && y < 140) return [240, 240, 235];
      if (y >= 140) return [90, 70, 40];
      if ((x - 200) ** 2 + (y - 90) ** 2 < 8 ** 2) return [250, 200, 60];
      return [20, 40, 90];
    });
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, { ...NO_SUBJECT, isBackdropAtSides: true });
    expect(regions.backdrop).toBeGreaterThanOrEqual(0);
    const outline = subjectOutline(regions)!;
    // Across the bar the outline is crossed twice; along the top row and round the lamp nothing is drawn.
    expect(runs(outline.data, width, 80)).toBe(2);
    for (let x = 0; x < width; x++) expect(outline.data[x]).toBe(0);
    for (let y = 80; y < 100; y++) for (let x = 190; x < 210; x++) expect(outline.data[y * width + x]).toBe(0);
  });

  it("keeps a rounded area inside a subject apart across a soft edge (a coffee's surface), not a ragged patch (fur)", () => {
    // A pale cup filling the picture, a darker ellipse (its surface) on the left and a ragged patch of the same
    // colour, a star of thin arms, on the right; both differ from the cup by a soft edge (a step of 30-50).
    const isInEllipse = (x: number, y: number) => ((x - 75) / 50) ** 2 + ((y - 80) / 30) ** 2 < 1;
    const isInPatch = (x: number, y: number) => {
      const angle = Math.atan2(y - 80, x - 175);
      return Math.hypot(x - 175, y - 80) < 22 + 20 * Math.cos(6 * angle);
    };
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => (isInEllipse(x, y) || isInPatch(x, y) ? [175, 145, 110] : [205, 180, 150]));
    const mask = new Uint8Array(width * height).fill(1);
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, { ...NO_SUBJECT, subject: { data: mask, width, height } });
    const borders = regionBorders(regions);
    // Across the ellipse's middle row its border is crossed twice between the frame's two sides; the patch's not at all.
    let inEllipse = 0;
    for (let x = 5; x < 130; x++) if (borders.data[80 * width + x] === 1 && borders.data[80 * width + x - 1] === 0) inEllipse++;
    expect(inEllipse).toBe(2);
    for (let y = 50; y < 110; y++) for (let x = 140; x < 215; x++) expect(borders.data[y * width + x]).toBe(0);
  });

  it('drops a thin part hanging off the subject (a helmet rim the mask caught), not a subject the frame cuts', () => {
    // A broad body cut by the picture's bottom and a bar 12 px thick (under twice 3 % of the long side, over the
    // thinnest area kept) hanging off its right, both caught by the subject mask, on a plain backdrop.
    const isInBody = (x: number, y: number) => x >= 60 && x < 150 && y >= 50;
    const isInBar = (x: number, y: number) => x >= 150 && x < 225 && y >= 88 && y < 100;
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => (isInBody(x, y) ? [200, 100, 50] : isInBar(x, y) ? [240, 240, 240] : [60, 70, 120]));
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isInBody(x, y) || isInBar(x, y)) mask[y * width + x] = 1;
    const regions = photoRegions(rgb, 3, gradient, width, height, { ...STYLE, minWidth: 6 }, { ...NO_SUBJECT, subject: { data: mask, width, height } });
    for (let y = 85; y < 105; y++) for (let x = 165; x < 225; x++) expect(regions.labels[y * width + x]).toBe(regions.backdrop);
    // The body stays, and is not thinned where the frame cuts it.
    expect(regions.labels[150 * width + 100]).not.toBe(regions.backdrop);
    expect(runs(subjectOutline(regions)!.data, width, 120)).toBe(2);
  });

  it('keeps a part of the subject whose soft edge runs along a crisp line apart when the age group holds such edges', () => {
    // A disc on a plain backdrop with a band across it a little darker (a panel, a fold): the band's edge is
    // under the subject's strong-edge limit and its colour close, so the merge inside a subject takes it, unless
    // its border lies on the photo's crisp lines and the style holds those.
    const isInSubject = (x: number, y: number) => (x - 120) ** 2 + (y - 80) ** 2 < 60 ** 2;
    const isInBand = (x: number, y: number) => x >= 70 && x < 170 && y >= 72 && y < 88;
    const { rgb, gradient, width, height } = picture(240, 160, (x, y) => (!isInSubject(x, y) ? [60, 70, 120] : isInBand(x, y) ? [176, 146, 116] : [200, 170, 140]));
    const mask = new Uint8Array(width * height);
    const crispLines = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (isInSubject(x, y)) mask[y * width + x] = 1;
        const isOnBandEdge = isInBand(x, y) !== isInBand(x + 1, y) || isInBand(x, y) !== isInBand(x, y + 1) || isInBand(x, y) !== isInBand(x - 1, y) || isInBand(x, y) !== isInBand(x, y - 1);
        if (isOnBandEdge) crispLines[y * width + x] = 1;
      }
    }
    const scene = { ...NO_SUBJECT, subject: { data: mask, width, height }, crispLines };
    const bandAndAround = (style: RegionStyle) => {
      const regions = photoRegions(rgb, 3, gradient, width, height, style, scene);
      return [regions.labels[80 * width + 120], regions.labels[50 * width + 120]];
    };
    const [band, around] = bandAndAround({ ...STYLE, crispHold: 0.5 });
    expect(band).not.toBe(around);
    const [bandMerged, aroundMerged] = bandAndAround(STYLE);
    expect(bandMerged).toBe(aroundMerged);
  });
});
