import type { BuiltinCharacterSpec } from '../character';
import { drawMotif, fmt, type Box } from '../drawing';
import { drawFigure, figurePose, fitFigure, type FigureAnchors, type Grip } from '../figure/draw-figure';
import { containsPoint, type Point } from '../figure/geometry';
import { FIGURE_KINDS } from '../figure/kinds';
import type { Expression, PoseName } from '../figure/poses';
import { standingHeight } from '../figure/biped';
import type { AgeStyle } from './age-style';

/** A being drawn on the page: a full-body figure, or its motif when the figure table has no such creature. */
export interface DrawnBeing {
  markup: string;
  box: Box;
  anchors: FigureAnchors;
  /** The figure's outline as path data, for patterns clipped inside it; null for motifs. */
  outlinePath: string | null;
  headBox: Box;
  propBox: Box | null;
  /** The hands on their own, to draw again over a tool put in them; none for motifs. */
  grip?: Grip;
  /** The arms with their hands on their own (one left out with `hiddenArm`, to go behind someone). */
  arms?: Grip;
  /** The forearms on their own, to draw again over a held thing under the hands (`forearmsOver`). */
  forearms?: Grip;
  /** Path data of what shows of the body and legs, each part shrunk by `inset` px: a pattern clipped to it stops at every line. */
  skinPath?: (inset: number) => string;
  /** Whether a point lies on that shrunk skin: a pattern keeps only marks wholly on it, no fragments cut off at a line. */
  skinHas?: (inset: number) => (point: Point) => boolean;
}

/**
 * Creatures whose icon is a blocky clip-art slab, drawn with a composed drawing instead: one entry each, with how much
 * longer its longest side is than the icon's (a side-on camel is wider than tall, where the icon was square).
 */
const CREATURE_ART: Record<string, { art: string; scale: number }> = {
  camel: { art: 'standing-camel', scale: 1.1 },
  elephant: { art: 'standing-elephant', scale: 1 },
  wolf: { art: 'sitting-wolf', scale: 1.25 },
  frog: { art: 'sitting-frog', scale: 1 },
};

export interface BeingPlacement {
  pose: PoseName;
  cx: number;
  groundY: number;
  /** Standing height, px. */
  height: number;
  facing: 1 | -1;
  style: AgeStyle;
  /** What the hands hold in poses that hold something; undefined keeps the character's own prop. */
  prop?: string | null;
  expression?: Expression;
  hiddenArm?: 'back' | 'front';
  /** Hands closed round a handle through them, by its direction in the page (`FigurePlacement.fists`). */
  fists?: Partial<Record<'back' | 'front', number>>;
  /** Degrees clockwise the drawing will be turned on the page (`FigurePlacement.turnedOnPage`). */
  turnedOnPage?: number;
}

/** How tall a kind stands next to others (a child about 100 units, an adult about 130). */
export function naturalHeight(character: BuiltinCharacterSpec): number {
  const kind = character.figure ? FIGURE_KINDS[character.figure.kind] : null;
  if (!kind) return 90;
  return kind.plan.stance === 'quadruped' ? 120 : standingHeight(kind.plan);
}

export function isRideable(character: BuiltinCharacterSpec): boolean {
  const kind = character.figure?.kind;
  return kind !== undefined && (FIGURE_KINDS[kind] as { isRideable?: boolean }).isRideable === true;
}

export function drawBeing(character: BuiltinCharacterSpec, placement: BeingPlacement): DrawnBeing {
  const { style } = placement;
  if (character.figure) {
    const spec = placement.prop === undefined ? character.figure : { ...character.figure, prop: placement.prop };
    const drawn = drawFigure(spec, {
      pose: placement.pose,
      expression: placement.expression,
      cx: placement.cx,
      groundY: placement.groundY,
      height: placement.height,
      facing: placement.facing,
      linePx: style.linePx,
      detail: style.detail,
      hiddenArm: placement.hiddenArm,
      fists: placement.fists,
      turnedOnPage: placement.turnedOnPage,
    });
    const toPath = (shape: Point[][]): string => shape.map((ring) => `M${ring.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}Z`).join('');
    const skinPath = (inset: number): string => toPath(drawn.skin(inset));
    const skinHas = (inset: number): ((point: Point) => boolean) => {
      const skin = drawn.skin(inset);
      return (point) => containsPoint(skin, point);
    };
    return { markup: drawn.markup, box: drawn.box, anchors: drawn.anchors, outlinePath: toPath(drawn.outline), headBox: drawn.headBox, propBox: drawn.propBox, grip: drawn.grip, arms: drawn.arms, forearms: drawn.forearms, skinPath, skinHas };
  }
  // Emoji creatures face left: a figure facing right is drawn mirrored.
  const standIn = CREATURE_ART[character.motif];
  const size = placement.height * 0.85 * (standIn?.scale ?? 1);
  const drawn = drawMotif({ motif: standIn?.art ?? character.motif, cx: placement.cx, bottom: placement.groundY, size, linePx: style.linePx, detail: style.detail, isFlipped: placement.facing === 1 });
  if (!drawn) throw new Error(`motif ${character.motif} cannot be drawn`);
  const box = drawn.box;
  const front = placement.facing === 1 ? box.x + box.width : box.x;
  const back = placement.facing === 1 ? box.x : box.x + box.width;
  const at = (x: number, y: number): Point => ({ x, y });
  const middle = box.y + box.height * 0.55;
  const anchors: FigureAnchors = {
    headTop: drawn.top,
    face: drawn.face,
    neck: at(box.x + box.width / 2, box.y + box.height * 0.35),
    hips: at(box.x + box.width / 2, box.y + box.height * 0.7),
    seat: at(box.x + box.width / 2, box.y + box.height * 0.8),
    back: at(box.x + box.width / 2, box.y + box.height * 0.3),
    hands: { back: at(back, middle), front: at(front, middle) },
    feet: { back: at(back, box.y + box.height), front: at(front, box.y + box.height) },
    holding: at(front, middle),
    saddle: null,
  };
  const headBox = { x: box.x, y: box.y, width: box.width, height: box.height * 0.4 };
  return { markup: drawn.markup, box, anchors, outlinePath: null, headBox, propBox: null };
}

/**
 * The being fitted into a box: all of the pose (prop included) inside it, at most `maxHeight` tall. `closeHands`
 * gives, from where the hands came out, the handles to close them round (`BeingPlacement.fists`): the figure is drawn
 * again with those fists, where it was (a fist is shorter than a mitten, and the drawing's box places the figure).
 */
export function drawBeingInBox(
  character: BuiltinCharacterSpec,
  placement: Omit<BeingPlacement, 'cx' | 'groundY' | 'height'> & { closeHands?: (anchors: FigureAnchors) => BeingPlacement['fists'] },
  box: Box,
  maxHeight: number,
): DrawnBeing {
  if (!character.figure) {
    const height = Math.min(maxHeight, box.height / 0.85, box.width / 0.85);
    return drawBeing(character, { ...placement, cx: box.x + box.width / 2, groundY: box.y + box.height, height });
  }
  const spec = placement.prop === undefined ? character.figure : { ...character.figure, prop: placement.prop };
  const fitted = fitFigure(spec, { pose: placement.pose, box, linePx: placement.style.linePx, detail: placement.style.detail, facing: placement.facing, maxHeight });
  const placed = { ...placement, cx: fitted.cx, groundY: fitted.groundY, height: fitted.height };
  const drawn = drawBeing(character, placed);
  if (!placement.closeHands) return drawn;
  const fists = placement.closeHands(drawn.anchors);
  const probe = drawBeing(character, { ...placed, fists });
  const dx = drawn.anchors.hips.x - probe.anchors.hips.x;
  const dy = drawn.anchors.hips.y - probe.anchors.hips.y;
  if (Math.abs(dx) < 0.25 && Math.abs(dy) < 0.25) return probe;
  // Drawn again where it was rather than moved there: a moved figure loses the outline its patterns are clipped to.
  return drawBeing(character, { ...placed, fists, cx: placed.cx + dx, groundY: placed.groundY + dy });
}

/** Whether the character does this pose lying on its tummy, head ahead on its paws (a creature asleep). */
export function liesOnTummy(character: BuiltinCharacterSpec, pose: PoseName): boolean {
  return character.figure !== null && figurePose(character.figure, pose).isHeadOnPaws === true;
}

/** The same drawing moved: markup, box and anchors shifted together. */
export function moveBeing(drawn: DrawnBeing, dx: number, dy: number): DrawnBeing {
  return transformBeing(drawn, `translate(${fmt(dx)} ${fmt(dy)})`, (point) => ({ x: point.x + dx, y: point.y + dy }), (box) => ({ ...box, x: box.x + dx, y: box.y + dy }));
}

/** The same drawing turned by `degrees` (clockwise) about `centre`: markup, box and anchors together. */
export function rotateBeing(drawn: DrawnBeing, degrees: number, centre: Point): DrawnBeing {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turn = (point: Point): Point => ({ x: centre.x + (point.x - centre.x) * cos - (point.y - centre.y) * sin, y: centre.y + (point.x - centre.x) * sin + (point.y - centre.y) * cos });
  const turnBox = (box: Box): Box => {
    const corners = [turn({ x: box.x, y: box.y }), turn({ x: box.x + box.width, y: box.y }), turn({ x: box.x, y: box.y + box.height }), turn({ x: box.x + box.width, y: box.y + box.height })];
    const xs = corners.map((point) => point.x);
    const ys = corners.map((point) => point.y);
    return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  };
  return transformBeing(drawn, `rotate(${fmt(degrees)} ${fmt(centre.x)} ${fmt(centre.y)})`, turn, turnBox);
}

/** The same drawing under an SVG `transform`, its anchors and boxes carried along by `point` and `box`. */
function transformBeing(drawn: DrawnBeing, transform: string, point: (point: Point) => Point, box: (box: Box) => Box): DrawnBeing {
  const anchors = drawn.anchors;
  const wrapped = (markup: string): string => (markup ? `<g transform="${transform}">${markup}</g>` : '');
  return {
    markup: wrapped(drawn.markup),
    grip: drawn.grip && { back: wrapped(drawn.grip.back), front: wrapped(drawn.grip.front) },
    arms: drawn.arms && { back: wrapped(drawn.arms.back), front: wrapped(drawn.arms.front) },
    forearms: drawn.forearms && { back: wrapped(drawn.forearms.back), front: wrapped(drawn.forearms.front) },
    box: box(drawn.box),
    anchors: {
      headTop: point(anchors.headTop),
      face: point(anchors.face),
      neck: point(anchors.neck),
      hips: point(anchors.hips),
      seat: point(anchors.seat),
      back: point(anchors.back),
      hands: { back: point(anchors.hands.back), front: point(anchors.hands.front) },
      feet: { back: point(anchors.feet.back), front: point(anchors.feet.front) },
      holding: point(anchors.holding),
      saddle: anchors.saddle && point(anchors.saddle),
    },
    // Patterns are clipped to the outline where it was drawn; a moved or turned figure goes without.
    outlinePath: null,
    headBox: box(drawn.headBox),
    propBox: drawn.propBox && box(drawn.propBox),
  };
}
