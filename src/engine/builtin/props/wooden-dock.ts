import type { ComposedProp } from './composed-prop';
import { line, polygon, rect, shape } from './prop-shapes';

const WIDTH = 100;
/** The water line, where the posts go into the lake. */
const WATER = 44;
/** The deck's top seen a little from above, from its back edge to its front edge, and the plank face under it. */
const DECK = { back: 15, front: 20, face: 25, from: 14, to: 80 };
/** The posts under the deck, by their left side. */
const POSTS = [20, 45, 70];
const POST_WIDTH = 6;

/**
 * A wooden dock out over a lake, side on: the grassy bank it starts from at the left, its plank deck running out to the
 * right over the water on posts, ripples round each post's foot. An angler stands at its end (`stand`) and the float
 * lands on the water past it (`water`). Older children get the planks' joints across the deck and the face, and the
 * end post rising above the deck to tie a boat to.
 */
export const woodenDock: ComposedProp = {
  name: 'wooden-dock',
  words: ['dock', 'pier', 'jetty', 'wooden dock'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The bank: a grassy mound rising out of the water at the left edge, under the deck's start.
    shapes.push(shape(`M0 ${WATER} L0 ${DECK.back - 2} C8 ${DECK.back - 4} 18 ${DECK.face} 26 ${WATER} Z`));
    // The posts, behind the deck's face, down into the water.
    for (const x of POSTS) shapes.push(rect(x, DECK.face - 2, POST_WIDTH, WATER - DECK.face + 2));
    // The end post rises above the deck (older children), a mooring post.
    const endPost = DECK.to - POST_WIDTH - 1;
    if (detail !== 'low') shapes.push(rect(endPost, DECK.back - 8, POST_WIDTH, WATER - DECK.back + 8, 1.5));
    // The deck's top, a little foreshortened, and the plank face under its front edge.
    shapes.push(polygon([[DECK.from + 3, DECK.back], [DECK.to + 3, DECK.back], [DECK.to, DECK.front], [DECK.from, DECK.front]]));
    shapes.push(rect(DECK.from, DECK.front, DECK.to - DECK.from, DECK.face - DECK.front));
    if (detail !== 'low') {
      // The plank joints across the deck's top, running from its front edge to its back.
      for (let x = DECK.from + 8; x < DECK.to - 3; x += 8) shapes.push(line([x, DECK.front], [x + 3, DECK.back]));
      // Ripples where the posts meet the water.
      for (const x of POSTS) shapes.push(line([x - 5, WATER], [x - 1.5, WATER]), line([x + POST_WIDTH + 1.5, WATER], [x + POST_WIDTH + 5, WATER]));
    }
    if (detail === 'high') {
      // Board ends along the face, and a cross brace between the posts under it.
      for (let x = DECK.from + 16; x < DECK.to; x += 16) shapes.push(line([x, DECK.front], [x, DECK.face]));
      for (const [from, to] of [[POSTS[0]!, POSTS[1]!], [POSTS[1]!, POSTS[2]!]] as const) shapes.push(line([from + POST_WIDTH, DECK.face + 2], [to, WATER - 6]));
    }
    // She stands near the deck's end; the float lands on the open water beyond it.
    return { width: WIDTH, height: WATER + 3, shapes, anchors: { stand: [DECK.to - 18, (DECK.back + DECK.front) / 2 + 1], seat: [DECK.to - 8, DECK.front], water: [WIDTH - 6, WATER + 1] } };
  },
};
