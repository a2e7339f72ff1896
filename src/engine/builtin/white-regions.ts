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
