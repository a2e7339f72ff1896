import { describe, expect, it } from 'vitest';
import { darkDetails, withoutPrint } from './photo-lines';

const WIDTH = 400;
const HEIGHT = 300;

/** A Gaussian blur of a 0-255 luminance image (separable, clamped at the edges), as sharp's blur gives. */
function blurred(image: Float32Array, sigma: number): Uint8Array {
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((sum, value) => sum + value, 0);
  const pass = (source: Float32Array, stepX: number, stepY: number) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const nx = Math.min(WIDTH - 1, Math.max(0, x + k * stepX));
          const ny = Math.min(HEIGHT - 1, Math.max(0, y + k * stepY));
          sum += source[ny * WIDTH + nx]! * kernel[k + radius]!;
        }
        out[y * WIDTH + x] = sum / total;
      }
    }
    return out;
  };
  return Uint8Array.from(pass(pass(image, 1, 0), 0, 1), (value) => Math.round(value));
}

/**
 * A pale face on the left (two small dark eyes, a thin mouth, a soft shadow over its right cheek, a crease hanging beside it) and fur on
 * the right: dark stripes 3 px wide every 8 px. The face runs into the fur's paper without an edge.
 */
function facePicture(): Float32Array {
  const image = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let value = 220;
      if (x < 200) {
        // The shadow darkens the cheek by up to 60, fading over 30 px or so: a gradient, no edge.
        value -= 60 * Math.exp(-(((x - 160) / 30) ** 2));
        if ((x - 70) ** 2 / 36 + (y - 110) ** 2 / 9 <= 1 || (x - 130) ** 2 / 36 + (y - 110) ** 2 / 9 <= 1) value = 40;
        if (Math.abs(y - 190) <= 1 && x >= 75 && x <= 125) value = 70;
        // A crease hanging down beside the face, as dark as the mouth.
        if (Math.abs(x - 30) <= 1 && y >= 160 && y <= 220) value = 70;
      } else if (x > 220 && x % 8 < 3) {
        value = 120;
      }
      image[y * WIDTH + x] = value;
    }
  }
  return image;
}

const inkIn = (bitmap: { data: Uint8Array }, left: number, top: number, right: number, bottom: number) => {
  let ink = 0;
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) ink += bitmap.data[y * WIDTH + x]!;
  return ink;
};

describe('dark details', () => {
  const image = facePicture();
  const details = darkDetails(blurred(image, 1.5), blurred(image, 4.5), WIDTH, HEIGHT, 30, 6.75);

  it('keeps both eyes and the mouth, small as they are', () => {
    expect(inkIn(details, 55, 100, 85, 120)).toBeGreaterThan(10);
    expect(inkIn(details, 115, 100, 145, 120)).toBeGreaterThan(10);
    expect(inkIn(details, 75, 180, 125, 200)).toBeGreaterThan(10);
  });

  it('leaves out a thin line hanging upright (a crease), as dark as the mouth it keeps', () => {
    expect(inkIn(details, 20, 150, 40, 230)).toBe(0);
  });

  it('draws nothing for the soft shadow or the fur', () => {
    expect(inkIn(details, 100, 130, 200, 175)).toBe(0);
    expect(inkIn(details, 100, 0, 200, 95)).toBe(0);
    expect(inkIn(details, 215, 0, WIDTH, HEIGHT)).toBe(0);
  });
});

describe('print on a badge', () => {
  /** 200 x 200 px: a large area (a suit) holding a small round one (a badge), 30 px across. */
  function suitWithBadge() {
    const [width, height] = [200, 200];
    const labels = new Int32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if ((x - 60) ** 2 + (y - 60) ** 2 < 15 ** 2) labels[y * width + x] = 1;
    return { labels, width, height, backdrop: -1, labelCount: 2, areaCount: 2 };
  }
  /** Small square outlines (details drawn closed) at the given corners. */
  function detailsAt(corners: Array<[number, number]>) {
    const data = new Uint8Array(200 * 200);
    for (const [left, top] of corners) {
      for (let i = 0; i < 5; i++) for (const [x, y] of [[left + i, top], [left + i, top + 4], [left, top + i], [left + 4, top + i]] as const) data[y * 200 + x] = 1;
    }
    return { data, width: 200, height: 200 };
  }
  const inkOf = (bitmap: { data: Uint8Array }) => bitmap.data.reduce((sum, value) => sum + value, 0);

  it('drops the details of a small area holding several (letters on a badge), keeps a lone one and those on a large area', () => {
    const regions = suitWithBadge();
    // Three in the badge: its print goes.
    expect(inkOf(withoutPrint(detailsAt([[52, 52], [60, 52], [56, 62]]), regions))).toBe(0);
    // One in the badge (a pupil in an eye) stays.
    expect(inkOf(withoutPrint(detailsAt([[55, 55]]), regions))).toBe(16);
    // Three on the large area (two eyes and a mouth on a face) stay.
    expect(inkOf(withoutPrint(detailsAt([[120, 120], [150, 120], [135, 150]]), regions))).toBe(48);
  });
});
