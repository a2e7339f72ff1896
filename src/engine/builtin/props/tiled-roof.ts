import type { ComposedProp } from './composed-prop';
import { line, polygon, rect } from './prop-shapes';

const WIDTH = 100;
/** The roof: its eaves along the bottom, its ridge along the top. */
const ROOF = { eaves: 46, ridge: 12, left: 0, right: 100, ridgeLeft: 22, ridgeRight: 78 };
/** The wall under the eaves, down to the ground. */
const WALL = { left: 6, right: 94, bottom: 68 };

/** Where the roof's sloping left and right edges are at height y. */
function roofEdges(y: number): [number, number] {
  const t = (y - ROOF.ridge) / (ROOF.eaves - ROOF.ridge);
  return [ROOF.ridgeLeft + (ROOF.left - ROOF.ridgeLeft) * t, ROOF.ridgeRight + (ROOF.right - ROOF.ridgeRight) * t];
}

/**
 * A house's big tiled roof seen from the front, to stand on: its ridge along the top with a rounded cap, a chimney at
 * one side, rows of tiles down to the eaves, and the top of the wall under them with two windows. Someone stands up on
 * the ridge (`stand`). Older children get the tiles' joints, staggered row by row, and the windows' panes.
 */
export const tiledRoof: ComposedProp = {
  name: 'tiled-roof',
  // No words: "roof" chooses the rooftop setting, whose ground this is; alone on a lawn or in the snow it was a roof with no house.
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The chimney behind the roof, its top above the ridge.
    shapes.push(rect(66, 2, 9, 24), rect(64.5, 0, 12, 4, 1));
    // The wall under the eaves, with two windows.
    shapes.push(rect(WALL.left, ROOF.eaves - 2, WALL.right - WALL.left, WALL.bottom - ROOF.eaves + 2));
    for (const x of [18, 68]) {
      shapes.push(rect(x, 52, 14, 12, 1));
      if (detail !== 'low') shapes.push(line([x + 7, 52], [x + 7, 64]), line([x, 58], [x + 14, 58]));
    }
    // The roof, then its rows of tiles.
    shapes.push(polygon([[ROOF.ridgeLeft, ROOF.ridge], [ROOF.ridgeRight, ROOF.ridge], [ROOF.right, ROOF.eaves], [ROOF.left, ROOF.eaves]], 1));
    const rows = detail === 'low' ? 3 : detail === 'medium' ? 5 : 7;
    const step = (ROOF.eaves - ROOF.ridge) / rows;
    for (let row = 1; row < rows; row++) {
      const y = ROOF.ridge + step * row;
      const [left, right] = roofEdges(y);
      shapes.push(line([left, y], [right, y]));
    }
    if (detail !== 'low') {
      // The tiles' joints in each row, every other row shifted half a tile.
      const tile = detail === 'medium' ? 10 : 7;
      for (let row = 0; row < rows; row++) {
        const top = ROOF.ridge + step * row;
        const bottom = top + step;
        const [left, right] = roofEdges(bottom);
        for (let x = WIDTH / 2 + (row % 2) * (tile / 2) - tile * 8; x < right; x += tile) {
          if (x - tile * 0.4 < Math.max(left, roofEdges(top)[0]) || x + tile * 0.4 > Math.min(right, roofEdges(top)[1])) continue;
          shapes.push(line([x, top + (row === 0 ? 2.4 : 0)], [x, bottom]));
        }
      }
    }
    // The ridge's rounded cap.
    shapes.push(rect(ROOF.ridgeLeft - 2, ROOF.ridge - 2.4, ROOF.ridgeRight - ROOF.ridgeLeft + 4, 4.8, 2.4));
    return { width: WIDTH, height: WALL.bottom, shapes, anchors: { stand: [40, ROOF.ridge - 2.4] } };
  },
};
