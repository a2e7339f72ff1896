import type { BuiltinCharacterSpec } from '../../character';
import { drawMotif, type Box } from '../../drawing';
import type { FigureAnchors } from '../../figure/draw-figure';
import type { Point } from '../../figure/geometry';
import type { PoseName } from '../../figure/poses';
import { drawBeingInBox } from '../figures';
import { saucepan, steam, woodenSpoon } from '../held-things';
import { LAYOUTS } from '../layouts';
import { addFigure, placeCrowd, standOnMat, type Scene } from '../scene-state';
import { directionOf, type Act, type ActCast } from './act';

/** `stove`: the cook stirring a pot on the stove, the rest of the cast beside. */
export const cookingAct: Act = { isForHands: false, draw: drawCooking };

/** What a cook stirs: a pot, a pan or a soup the words name, or a pot of food. */
const POT = /pot|pan|cooking|soup|stew/;

function drawCooking(scene: Scene, { lead, pose, others, crowdPose, named }: ActCast): void {
  drawCook(scene, lead, pose, named.find((motif) => POT.test(motif)) ?? 'pot-of-food');
  placeCrowd(scene, others, crowdPose);
}

/** Cooking: the cook at the stove, stirring the pot on its burner with a wooden spoon; steam rises. */
function drawCook(scene: Scene, cook: BuiltinCharacterSpec, pose: PoseName, pot: string): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight * 0.95;
  // Low enough that the stirring hand is well above the pot's rim, so the spoon shows going down into it.
  const stoveSize = height * 0.5;
  const stoveCx = art.x + art.width * 0.66;
  // In a kitchen the stove's back stands on the counter's foot at the wall, no further back than that.
  const stoveBottom = scene.layout === LAYOUTS.kitchenStove ? scene.horizonY : groundY;
  const stove = drawMotif({ motif: 'stove', cx: stoveCx, bottom: stoveBottom, size: stoveSize, linePx: style.linePx, detail: style.detail });
  const region: Box = { x: art.x + art.width * 0.03, y: groundY - height * 1.12, width: stoveCx - stoveSize * 0.25 - art.x - art.width * 0.03, height: height * 1.12 };
  const burner = stove && (stove.anchors?.top ?? { x: stove.box.x + stove.box.width * 0.3, y: stove.box.y + stove.box.height * 0.2 });
  // A saucepan side on, sitting on the burner: a pan icon is drawn face-on and floats above it. Its base is on the
  // cooktop's front edge, 4 % of the stove below the burner's middle, hiding the burner: with the burner's front
  // showing under it, the pot hovered.
  // The other hand holds the pan steady by its handle, turned towards the cook: out ahead of the body holding
  // nothing, it floated in front of the chef (round 10).
  const panFor = (anchors: FigureAnchors): ReturnType<typeof saucepan> | null => burner && saucepan(burner.x, burner.y + stoveSize * 0.04, height * 0.25, style.linePx, anchors.hands.back);
  // The spoon's bowl down in the soup, the pot drawn over it so the handle stands up out of the rim (its bowl drawn
  // on the rim read as lifted out above the pot). Short steam, rising from the pot and fading well below the cupboards.
  const bowlIn = (pan: ReturnType<typeof saucepan>): Point => ({ x: pan.rim.x + pan.box.width * 0.12, y: pan.rim.y + pan.box.height * 0.45 });
  // The stirring hand closes round the spoon's handle, which runs on out of the top of the fist (a mitten laid beside
  // it, the handle crossing the wrist, read as not holding it: round 11); the other round the pan's handle, the thumb
  // along its top towards the pan.
  const closeHands = (anchors: FigureAnchors): Partial<Record<'back' | 'front', number>> => {
    const pan = panFor(anchors);
    if (!pan) return {};
    return { front: directionOf(bowlIn(pan), anchors.hands.front), ...(pan.isGripped ? { back: directionOf(anchors.hands.back, pan.handleRoot) } : {}) };
  };
  const drawn = drawBeingInBox(cook, { pose, facing: 1, style, prop: null, closeHands }, region, height);
  addFigure(scene, drawn, cook);
  standOnMat(scene, drawn, height);
  const pan = panFor(drawn.anchors);
  if (!stove || !pan) return;
  scene.layers.main.push(stove.markup);
  scene.subject.push(stove.box);
  scene.used.add('stove');
  // Measured by tests: the stove's foot on the counter's, where the wall meets the floor.
  scene.joins.push({ what: 'stove-on-counter-line', figure: { x: stove.box.x, y: stove.box.y + stove.box.height }, thing: { x: art.x, y: scene.horizonY } });
  // A teapot on the other burner, so no bare burner sits level with the pan's base beside it (round 12: "the pot sits
  // beside the burner, not on it"); not for the youngest, whose thick lines would close up its small lid and handle.
  const other = style.detail === 'low' || !burner ? null : drawMotif({ motif: 'teapot', cx: stove.box.x + stove.box.width * 0.79, bottom: burner.y + stoveSize * 0.04, size: stoveSize * 0.28, linePx: style.linePx, detail: style.detail });
  if (other) {
    scene.layers.main.push(other.markup);
    scene.subject.push(other.box);
    scene.used.add('teapot');
  }
  const rim = pan.rim;
  const hand = drawn.anchors.hands.front;
  const bowl = bowlIn(pan);
  scene.layers.main.push(woodenSpoon(hand, bowl, height * 0.6, style.linePx), pan.markup, steam(rim.x - height * 0.25 * 0.46 + stoveSize * 0.3, pan.top - style.linePx * 2, stoveSize * 0.24, style.linePx));
  scene.layers.main.push(drawn.grip?.front ?? '', pan.isGripped ? (drawn.grip?.back ?? '') : '');
  if (pan.isGripped) scene.joins.push({ what: 'hand-on-pan-handle', figure: drawn.anchors.hands.back, thing: { x: pan.box.x, y: rim.y } });
  scene.subject.push({ ...pan.box, y: pan.box.y - stoveSize * 0.4, height: pan.box.height + stoveSize * 0.4 });
  scene.used.add(pot);
  scene.used.add('pot-of-food');
  scene.used.add('spoon');
  scene.joins.push({ what: 'spoon-in-pot', figure: hand, thing: bowl });
  scene.joins.push({ what: 'pot-rim', figure: hand, thing: rim });
}
