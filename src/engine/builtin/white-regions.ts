/**
 * Closed white regions of a rasterised page, measured: how big and how thick each one is. Tests use
 * it to check what a child can colour: letters without stray inner regions, no slivers between
 * outlines that nearly touch.
 */

export interface WhiteRegion {
  area: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Width of the widest spot inside, px: twice the largest distance from a white pixel to black. */
  thickness: number;
}

export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Every 4-connected white region of the image (values of 128 and up are white). */
export function whiteRegions(image: GrayImage): WhiteRegion[] {
  const { data, width, height } = image;
  const distance = blackDistance(image);
  const labels = new Int32Array(width * height).fill(-1);
  const regions: WhiteRegion[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (labels[start] !== -1 || data[start]! < 128) continue;
    const label = regions.length;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let area = 0;
    let deepest = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      area++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      deepest = Math.max(deepest, distance[index]!);
      for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, y > 0 ? index - width : -1, y < height - 1 ? index + width : -1]) {
        if (next >= 0 && labels[next] === -1 && data[next]! >= 128) {
          labels[next] = label;
          stack.push(next);
        }
      }
    }
    regions.push({ area, x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, thickness: 2 * deepest });
  }
  return regions;
}

/**
 * Long thin white regions between outlines: thinner than `maxThickness` (1 mm is 12 px at 300 DPI)
 * yet at least `minLength` long, so no crayon fits in though the eye sees a gap. Tiny specks are
 * left to other checks.
 */
export function whiteSlivers(image: GrayImage, maxThickness = 12, minLength = 40): WhiteRegion[] {
  return whiteRegions(image).filter((region) => region.thickness < maxThickness && Math.max(region.width, region.height) >= minLength);
}

/**
 * Solid black wider than any line: black pixels farther than `radius` from white, in 4-connected blots with their
 * size. Outlines that run together across a narrow gap ink it solid, a wedge nobody can colour.
 */
export function blackBlots(image: GrayImage, radius: number): Array<{ area: number; x: number; y: number }> {
  const inverted = new Uint8Array(image.data.length);
  for (let index = 0; index < inverted.length; index++) inverted[index] = 255 - image.data[index]!;
  const distance = blackDistance({ ...image, data: inverted });
  const seen = new Uint8Array(inverted.length);
  const blots: Array<{ area: number; x: number; y: number }> = [];
  const stack: number[] = [];
  for (let start = 0; start < distance.length; start++) {
    if (seen[start] || distance[start]! <= radius) continue;
    seen[start] = 1;
    stack.push(start);
    let area = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      area++;
      const x = index % image.width;
      for (const next of [x > 0 ? index - 1 : -1, x < image.width - 1 ? index + 1 : -1, index - image.width, index + image.width]) {
        if (next >= 0 && next < distance.length && !seen[next] && distance[next]! > radius) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    blots.push({ area, x: start % image.width, y: Math.floor(start / image.width) });
  }
  return blots;
}

/** A part of the image, for measuring one area (a title band) on its own. */
export function cropImage(image: GrayImage, x: number, y: number, width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) data.set(image.data.subarray((y + row) * image.width + x, (y + row) * image.width + x + width), row * width);
  return { data, width, height };
}

/** Distance from each pixel to the nearest black one (chamfer 3-4, in px), in two passes. */
function blackDistance({ data, width, height }: GrayImage): Float32Array {
  const distance = new Float32Array(width * height);
  const far = width + height;
  for (let index = 0; index < data.length; index++) distance[index] = data[index]! < 128 ? 0 : far;
  const relax = (index: number, other: number, step: number): void => {
    const through = distance[other]! + step;
    if (through < distance[index]!) distance[index] = through;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (distance[index] === 0) continue;
      if (x > 0) relax(index, index - 1, 1);
      if (y > 0) {
        relax(index, index - width, 1);
        if (x > 0) relax(index, index - width - 1, 1.4);
        if (x < width - 1) relax(index, index - width + 1, 1.4);
      }
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const index = y * width + x;
      if (distance[index] === 0) continue;
      if (x < width - 1) relax(index, index + 1, 1);
      if (y < height - 1) {
        relax(index, index + width, 1);
        if (x < width - 1) relax(index, index + width + 1, 1.4);
        if (x > 0) relax(index, index + width - 1, 1.4);
      }
    }
  }
  return distance;
}

/**
 * White that a square of 2r+1 px cannot sit in (a morphological opening removes it) is too thin to
 * colour. Acute corners leave short bits of it; a sliver between two lines leaves a long one. Returns
 * the longest side of the largest such bit's box.
 */
export function longestThinWhiteRun(pixels: Uint8Array, width: number, height: number, r: number): number {
  const white = new Uint8Array(width * height);
  for (let i = 0; i < white.length; i++) white[i] = pixels[i]! > 127 ? 1 : 0;
  const opened = dilate(erode(white, width, height, r), width, height, r);
  const residue = new Uint8Array(white.length);
  for (let i = 0; i < white.length; i++) residue[i] = white[i]! && !opened[i] ? 1 : 0;
  let longest = 0;
  const stack: number[] = [];
  for (let start = 0; start < residue.length; start++) {
    if (!residue[start]) continue;
    residue[start] = 0;
    stack.push(start);
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const next of [index - 1, index + 1, index - width, index + width]) {
        if (next >= 0 && next < residue.length && residue[next] && Math.abs((next % width) - x) <= 1) {
          residue[next] = 0;
          stack.push(next);
        }
      }
    }
    longest = Math.max(longest, maxX - minX + 1, maxY - minY + 1);
  }
  return longest;
}

/** Minimum (erode) or maximum (dilate) over a (2r+1) square, separably. */
function squareFilter(source: Uint8Array, width: number, height: number, r: number, isMin: boolean): Uint8Array {
  const pass = (input: Uint8Array, isRows: boolean): Uint8Array => {
    const output = new Uint8Array(input.length);
    const lines = isRows ? height : width;
    const length = isRows ? width : height;
    for (let line = 0; line < lines; line++) {
      const at = (i: number): number => (isRows ? line * width + i : i * width + line);
      let count = 0;
      for (let i = -r; i < length + r; i++) {
        if (i + r < length && input[at(i + r)]) count++;
        if (i - r - 1 >= 0 && input[at(i - r - 1)]) count--;
        if (i >= 0 && i < length) {
          const window = Math.min(length - 1, i + r) - Math.max(0, i - r) + 1;
          output[at(i)] = isMin ? (count === window ? 1 : 0) : count > 0 ? 1 : 0;
        }
      }
    }
    return output;
  };
  return pass(pass(source, true), false);
}

function erode(source: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return squareFilter(source, width, height, r, true);
}

function dilate(source: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return squareFilter(source, width, height, r, false);
}
