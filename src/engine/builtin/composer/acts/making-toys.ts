import { drawMotif } from '../../drawing';
import { hammer } from '../held-things';
import { drawLeadWithThing, directionOf, type Act, type ActCast } from './act';
import type { Scene } from '../scene-state';

/** `tinker`: a toymaker at the workbench, a hammer raised over the toy on it. */
export const makingToysAct: Act = { isForHands: true, draw: drawToymaker };

/** The workbench's width as a share of the maker's height, and its top's height off the ground as a share of its width (toy-workbench.ts). */
const BENCH_SIZE = 0.95;
const BENCH_TOP = 0.42;
/** Where the hammer's head is from the fist, ahead and up, as shares of the maker's height. */
const HAMMER_AHEAD = 0.08;
const HAMMER_UP = 0.17;

/**
 * Making toys: the maker stands at the workbench with the toys on it, the near hand raised with a hammer in the fist,
 * its head up ready to come down on the toy nearest him, the far hand out on the bench. (With "making" read as building,
 * the elf only touched a finished teddy: nothing was being made, judging 20.)
 */
function drawToymaker(scene: Scene, { lead: maker, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, maker, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.0 : 0.04,
    width: 0.42,
    isHandsFull: true,
    placement: { closeHands: ({ hands }) => ({ front: directionOf(hands.front, { x: hands.front.x + HAMMER_AHEAD, y: hands.front.y - HAMMER_UP }) }) },
    thing: (drawn, height) => {
      const hand = drawn.anchors.hands.front;
      const size = Math.min(height * BENCH_SIZE, art.x + art.width - hand.x + height * 0.1);
      const cx = Math.min(art.x + art.width - size / 2 - style.linePx * 4, hand.x + size * 0.38);
      const bench = drawMotif({ motif: 'toy-workbench', cx, bottom: groundY, size, linePx: style.linePx, detail: style.detail });
      const top = bench?.anchors?.top?.y ?? groundY - size * BENCH_TOP;
      // Up and out ahead of the face along the raised forearm, ready to come down on the toy: tipped back, its head
      // crossed the face.
      const head = { x: hand.x + height * HAMMER_AHEAD, y: hand.y - height * HAMMER_UP };
      const tool = hammer(hand, head, height * 0.28, 1, style.linePx);
      // Measured by tests: the hammer's head above the fist, and the fist above the bench top, the toy under it.
      const joins = [{ what: 'hammer-in-fist', figure: hand, thing: head }, { what: 'fist-over-bench', figure: hand, thing: { x: hand.x, y: top } }];
      return { under: bench?.markup ?? '', markup: [tool.markup, drawn.grip?.front ?? ''], boxes: [...(bench ? [bench.box] : []), tool.box], drawnAs: 'toy-workbench', used: ['toy-workbench', 'hammer', 'toy', 'toys'], joins };
    },
  });
}
