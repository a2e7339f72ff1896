import { fmt } from '../../drawing';
import { drawBeingInBox, naturalHeight } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/**
 * `leash`: walking a dog. The walker strides right, a leash from the near hand to the dog's collar, the dog ahead on
 * four legs walking the same way. Drawn as a walker turned to the dog, its fist pressed into the dog's head like a
 * punch (cold judging 3: "a robot walking a dog").
 */
export const walkingDogAct: Act = { isForHands: true, draw: drawWalkerWithDog };

/** The walker's height, as a share of a lead's alone, and its region's width, as a share of the art's. */
const WALKER_HEIGHT = 0.8;
const WALKER_WIDTH = 0.34;
/** The slack leash between hand and collar, as a share of the art's width: the dog out ahead, not at the hand. */
const LEASH_GAP = 0.1;

function drawWalkerWithDog(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const dog = others.find((character) => character.motif !== lead.motif);
  const height = scene.leadHeight * WALKER_HEIGHT;
  const dogHeight = dog ? Math.min(height * Math.max(0.3, Math.min(0.8, naturalHeight(dog) / naturalHeight(lead))), art.height * 0.5) : 0;
  const dogPlacement = { pose: 'walking' as const, facing: 1 as const, style, prop: null };
  const probe = dog ? drawBeingInBox(dog, dogPlacement, { x: art.x, y: groundY - dogHeight * 1.1, width: art.width * 0.4, height: dogHeight * 1.1 }, dogHeight) : null;
  const pairWidth = WALKER_WIDTH + LEASH_GAP + (probe ? probe.box.width / art.width : 0);
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: WALKER_HEIGHT,
    left: Math.max(0.02, Math.min(0.2, (1 - pairWidth) / 2)),
    width: WALKER_WIDTH,
    thing: (drawn) => {
      if (!dog || !probe) return { markup: [], boxes: [], used: [], joins: [] };
      const hand = drawn.anchors.hands.front;
      const left = Math.min(Math.max(hand.x, drawn.box.x + drawn.box.width) + art.width * LEASH_GAP, art.x + art.width - probe.box.width);
      // Drawn again where it walks, not moved there: the moved outline stayed behind, and the beach's sandcastle and
      // bucket were laid over the dog.
      const body = drawBeingInBox(dog, dogPlacement, { x: left, y: groundY - dogHeight * 1.1, width: art.x + art.width - left, height: dogHeight * 1.1 }, dogHeight);
      // The leash rises from the hand over the dog's tail and back and comes down on its collar behind the head, laid
      // under the dog so the head hides its end: straight, it ran through the tail and back; over the dog, through its ear.
      const collar = body.anchors.neck;
      const control = { x: (hand.x + collar.x) / 2, y: Math.min(hand.y, collar.y) - dogHeight * 0.6 };
      scene.layers.main.push(`<path d="M${fmt(hand.x)} ${fmt(hand.y)}Q${fmt(control.x)} ${fmt(control.y)} ${fmt(collar.x)} ${fmt(collar.y)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(4, style.linePx * 0.8))}" stroke-linecap="round"/>`);
      addFigure(scene, body, dog);
      // Measured by tests: the leash from the hand ahead to the collar, and the dog clear of the walker, not at its fist.
      const joins = [
        { what: 'leash-hand-to-collar', figure: hand, thing: collar },
        { what: 'dog-ahead-of-walker', figure: { x: drawn.box.x + drawn.box.width, y: hand.y }, thing: { x: body.box.x, y: hand.y } },
      ];
      return { markup: [], boxes: [], used: [], joins, shown: dog };
    },
  });
}
