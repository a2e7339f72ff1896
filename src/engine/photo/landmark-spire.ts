import type { Bitmap } from '../linework/bitmap-ops';
import { drawSegment } from './straight-lines';

/** Levels darker than the sky beside it a spire's pixel is (blurred luminance, 0-255): the Taj Mahal's finial is 30-110 darker than its blue sky. */
const SPIRE_CONTRAST = 20;
/** Pixels either side of the spire's last centre it is looked for in the next row up: it leans a little, never far. */
const SPIRE_SEARCH = 6;
/** The sky beside the spire is read this many pixels either side of its centre, past its width. */
const SKY_OFFSET = 20;
/** Rows in a row without the spire before it is taken to have ended (a finial's pale collar catches the light). */
const SPIRE_GAP = 10;
/** Rows below the outline's highest row the spire's foot is looked for on it. */
const SPIRE_FOOT_REACH = 20;
/** The least length of a spire, as a share of the picture's height: shorter, it is the dome's own top. */
const SPIRE_MIN_LENGTH = 0.03;
/** The least share of a spire's rows it is found on. */
const SPIRE_FOUND_SHARE = 0.6;
/** The most a spire's tip lies aside of its foot, as a share of its length. */
const SPIRE_LEAN = 0.25;
/** The widest a spire is on average (working pixels): wider, it is a tower or a dome beside the top, not a finial. */
const SPIRE_MAX_WIDTH = 16;

/**
 * The finial standing on a landmark's highest point as one upright line from its tip down to the outline: a dark, thin
 * upright against the sky, thinner than any area, so the subject's mask and its smoothed outline cut it off and the dome
 * was drawn without it. Followed row by row up from the outline's top in the blurred luminance `centre`, each row's run of
 * pixels SPIRE_CONTRAST darker than the sky either side of it; null when nothing that long and thin stands there.
 */
export function landmarkSpire(centre: Uint8Array | Buffer, outline: Bitmap): Bitmap | null {
  const { width, height } = outline;
  let top = -1;
  for (let index = 0; index < outline.data.length && top < 0; index++) if (outline.data[index]) top = Math.floor(index / width);
  if (top < 1) return null;
  let [sum, count] = [0, 0];
  for (let x = 0; x < width; x++) if (outline.data[top * width + x]) [sum, count] = [sum + x, count + 1];
  const startX = Math.round(sum / count);
  let x0 = startX;
  let [tip, tipX, misses, widthSum, rows] = [top, x0, 0, 0, 0];
  for (let y = top - 1; y >= 0 && misses <= SPIRE_GAP; y--) {
    const row = y * width;
    const beside = [x0 - SKY_OFFSET, x0 + SKY_OFFSET].filter((x) => x >= 0 && x < width).map((x) => centre[row + x]!);
    if (beside.length === 0) break;
    const sky = Math.max(...beside);
    let [darkest, at] = [Infinity, -1];
    for (let x = Math.max(0, x0 - SPIRE_SEARCH); x <= Math.min(width - 1, x0 + SPIRE_SEARCH); x++) if (centre[row + x]! < darkest) [darkest, at] = [centre[row + x]!, x];
    if (darkest > sky - SPIRE_CONTRAST) {
      misses++;
      continue;
    }
    let [left, right] = [at, at];
    while (left > 0 && centre[row + left - 1]! <= sky - SPIRE_CONTRAST) left--;
    while (right < width - 1 && centre[row + right + 1]! <= sky - SPIRE_CONTRAST) right++;
    const middle = Math.round((left + right) / 2);
    [misses, tip, tipX, x0] = [0, y, middle, middle];
    widthSum += right - left + 1;
    rows++;
  }
  // Long, found on most of its rows (not a speck every few rows of a mottled sky), thin, and upright (not a wire or a
  // branch slanting across the sky above the top).
  const length = top - tip;
  if (length < SPIRE_MIN_LENGTH * height || rows < SPIRE_FOUND_SHARE * length || widthSum / rows > SPIRE_MAX_WIDTH || Math.abs(tipX - startX) > SPIRE_LEAN * length) return null;
  // Upright from its tip down to the outline (the outline's top may lie a few pixels aside, on a rounded dome).
  let foot = top;
  while (foot < Math.min(height - 1, top + SPIRE_FOOT_REACH) && !outline.data[foot * width + tipX]) foot++;
  if (!outline.data[foot * width + tipX]) return null;
  const data = new Uint8Array(width * height);
  drawSegment(data, width, tip * width + tipX, foot * width + tipX);
  return { data, width, height };
}
