import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, polygon, rect, shape } from './prop-shapes';

/**
 * What sets one fan in the crowd apart, by `look`: a smile, a bobble hat, a curly fringe, a scarf, a cheering
 * open mouth under a fringe, or a hat and a scarf. Each stays within its own seat and clear of the row above, so
 * the crowd is people, not one smiley stamped forty times.
 */
function fan(x: number, cy: number, look: number, detail: Detail): string[] {
  const smile = curve(`M${x - 1} ${cy + 0.6}Q${x} ${cy + 1.5} ${x + 1} ${cy + 0.6}`);
  const cheer = ellipse(x, cy + 1, 0.75, 0.6);
  // Hat brims and fringes stop well above the eyes: down on them, the eyes' lines closed off slivers of face.
  const hat = [shape(`M${x - 2.4} ${cy - 1.3}Q${x - 2.4} ${cy - 3.7} ${x} ${cy - 3.7}Q${x + 2.4} ${cy - 3.7} ${x + 2.4} ${cy - 1.3}Z`), circle(x, cy - 3.8, 0.8)];
  const fringe = shape(`M${x - 1.95} ${cy - 1.3}Q${x - 2.9} ${cy - 2.7} ${x - 1.3} ${cy - 2.8}Q${x - 0.7} ${cy - 3.5} ${x} ${cy - 2.9}Q${x + 0.7} ${cy - 3.5} ${x + 1.3} ${cy - 2.8}Q${x + 2.9} ${cy - 2.7} ${x + 1.95} ${cy - 1.3}Q${x} ${cy - 1.8} ${x - 1.95} ${cy - 1.3}Z`);
  // Along the shoulders' top edge, deep enough to colour: a thin band, or one just below that edge, left slivers. Above
  // it a smaller smile, clear of it.
  const scarf = rect(x - 2.6, cy + 1.6, 5.2, 2.2, 0.8);
  const smallSmile = curve(`M${x - 0.8} ${cy + 0.6}Q${x} ${cy + 1.1} ${x + 0.8} ${cy + 0.6}`);
  // A cap seen from the front: its crown over the head and its peak across the forehead, clear of the eyes.
  // The peak deep enough to colour at the stands' smallest: thinner, it was a sliver.
  const cap = [shape(`M${x - 2.3} ${cy - 1.8}Q${x - 2.3} ${cy - 3.9} ${x} ${cy - 3.9}Q${x + 2.3} ${cy - 3.9} ${x + 2.3} ${cy - 1.8}Z`), rect(x - 2.7, cy - 2.4, 5.4, 1.5, 0.6)];
  switch (look) {
    case 1:
      return [smile, ...hat];
    case 2:
      return [smile, fringe];
    case 3:
      return [smallSmile, scarf];
    case 4:
      return detail === 'high' ? [cheer, fringe] : [cheer];
    case 5:
      return [smallSmile, ...hat, scarf];
    case 6:
      return [smile, ...cap];
    default:
      return [smile];
  }
}

/**
 * A banner held up between two fans' hands at its top corners, a zigzag from edge to edge along it making triangles to
 * colour in two colours (stopping short of the edges, it left thin channels between them).
 */
function banner(left: number, right: number, top: number, height: number): string[] {
  const peaks = Math.round((right - left) / 2.4);
  const step = (right - left) / peaks;
  let zigzag = `M${fmt(left)} ${fmt(top + height)}`;
  for (let index = 0; index < peaks; index++) zigzag += `L${fmt(left + step * (index + 0.5))} ${fmt(top)}L${fmt(left + step * (index + 1))} ${fmt(top + height)}`;
  return [rect(left, top, right - left, height, 0.4), curve(zigzag), circle(left + 0.6, top, 0.85), circle(right - 0.6, top, 0.85)];
}

/** The stands of a sports stadium: a roof with flags, tiers of seats, and a crowd for older children. */
export const stadium: ComposedProp = {
  name: 'stadium-stands',
  words: ['stadium', 'arena', 'sports stadium', 'football stadium', 'soccer stadium'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes: string[] = [];
    const flags = detail === 'low' ? [20, 80] : [10, 30, 50, 70, 90];
    for (const x of flags) shapes.push(line([x, 12], [x, 0]), polygon([[x, 0], [x + 8, 3], [x, 6]], 0.8));
    shapes.push(polygon([[-4, 18], [4, 10], [96, 10], [104, 18]], 2));
    const tiers = detail === 'low' ? [18, 30] : [18, 26, 34];
    const bottom = 44;
    tiers.forEach((top, index) => {
      const tierBottom = tiers[index + 1] ?? bottom;
      shapes.push(rect(0, top, 100, tierBottom - top));
      if (detail === 'low') return;
      // A crowd: people in each row of seats, each head a face (eyes and a smile) rather than an empty ring;
      // their shoulders touch and run on under the next row, so no slivers are left between them.
      const spacing = detail === 'high' ? 6 : 8;
      const cy = top + 1.6;
      // For 9-12, pairs of fans in the front row holding up a banner across their chests: rows of faces alone read as
      // one face stamped forty-five times (round 15, 02). Only in front, where no hats of a row below rise over it.
      const bannerSeats = detail === 'high' && index === tiers.length - 1 ? [2, 10] : [];
      const banners: string[] = [];
      for (let x = 4 + (index % 2) * 3, seat = 0; x < 97; x += spacing, seat++) {
        shapes.push(rect(x - spacing / 2 - 0.2, cy + 1.6, spacing + 0.4, tierBottom - cy + 0.6, 2), circle(x, cy, 2.3), line([x - 0.8, cy - 0.7], [x - 0.8, cy - 0.1]), line([x + 0.8, cy - 0.7], [x + 0.8, cy - 0.1]));
        // Hats and fringes only for 9-12: in 6-8's thicker lines, on the smaller faces of the wider rows, their edges
        // closed the eyes' lines off into slivers of forehead.
        const look = detail === 'high' ? (seat * 3 + index * 5) % 7 : [0, 3, 4, 3, 4, 0][(seat * 7 + index * 5) % 6]!;
        const isHoldingBanner = bannerSeats.some((first) => seat === first || seat === first + 1);
        // A scarf would show as a sliver over the banner's top.
        shapes.push(...fan(x, cy, isHoldingBanner && (look === 3 || look === 5) ? 1 : look, detail));
        if (bannerSeats.includes(seat) && x + spacing < 97) banners.push(...banner(x - 2.4, x + spacing + 2.4, cy + 3.4, 2.8));
      }
      shapes.push(...banners);
    });
    shapes.push(rect(-2, bottom, 104, 6, 1.5));
    return { width: 100, height: 50, shapes, anchors: { stand: [50, 50] } };
  },
};
