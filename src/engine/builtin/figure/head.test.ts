import { describe, expect, it } from 'vitest';
import { poseBiped } from './biped';
import { drawFigure } from './draw-figure';
import type { FigureContext, FigureSpec } from './figure-context';
import { drawHead } from './head';
import { FIGURE_KINDS } from './kinds';
import type { Shape } from './geometry';
import { createPartList, LAYER } from './part-list';
import { BIPED_POSES } from './poses';

const owl: FigureSpec = { kind: 'owl', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

describe('an owl\'s ear tufts', () => {
  it('rise out of the sides of the head instead of jutting past them like triangles stuck on top', () => {
    const drawn = drawFigure(owl, { pose: 'standing', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' });
    const { headBox } = drawn;
    const points = drawn.outline.flat();
    const tufts = points.filter((point) => point.y < headBox.y + headBox.height * 0.25);
    // They show above the head...
    expect(Math.min(...tufts.map((point) => point.y))).toBeLessThan(headBox.y - headBox.height * 0.05);
    // ...but no wider than the head itself: the old tufts' outer corners stuck out a fifth of a head past each side.
    const width = Math.max(...tufts.map((point) => point.x)) - Math.min(...tufts.map((point) => point.x));
    expect(width).toBeLessThan(headBox.width * 1.08);
  });
});

describe('a bearded face', () => {
  const faceOf = (hasBeard: boolean): { face: ReturnType<typeof drawHead>; brows: number } => {
    const kind = FIGURE_KINDS.adult;
    const pose = BIPED_POSES.standing;
    const spec: FigureSpec = { kind: 'adult', hair: 'bald', hasBeard, outfit: null, accessories: [], prop: null };
    const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression: 'happy', skeleton: poseBiped(kind.plan, pose, 10), detail: 'medium', linePx: 9, facing: 1 };
    const face = drawHead(ctx);
    // A brow is the stroke arching over an eye, above its top.
    const brows = ctx.list.strokes.filter((stroke) => face.eyes.some((eye) => stroke.points.every((point) => Math.abs(point.x - eye.x) < face.eyeRadius * 1.5 && point.y < eye.y - face.eyeRadius))).length;
    return { face, brows };
  };

  it('has brows over smaller eyes at 6-8, where big round eyes over the beard made Santa a baby', () => {
    const bearded = faceOf(true);
    const bare = faceOf(false);
    expect(bare.brows).toBe(0);
    expect(bearded.brows).toBe(2);
    expect(bearded.face.eyeRadius).toBeLessThan(bare.face.eyeRadius * 0.9);
  });
});

describe('a sleeping robot', () => {
  it('has a straight mouth, not a third arc like its closed eyes', () => {
    const kind = FIGURE_KINDS.robot;
    const pose = BIPED_POSES.standing;
    const spec: FigureSpec = { kind: 'robot', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
    const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression: 'sleeping', skeleton: poseBiped(kind.plan, pose, 10), detail: 'medium', linePx: 9, facing: 1 };
    const face = drawHead(ctx);
    const below = ctx.list.strokes.filter((stroke) => stroke.points.every((point) => point.y > Math.max(...face.eyes.map((eye) => eye.y)) + face.eyeRadius * 1.2));
    expect(below).toHaveLength(1);
    // Straight: every point on the line from its first to its last.
    const [first, last] = [below[0]!.points[0]!, below[0]!.points.at(-1)!];
    for (const point of below[0]!.points) expect(Math.abs((last.x - first.x) * (point.y - first.y) - (last.y - first.y) * (point.x - first.x)) / Math.hypot(last.x - first.x, last.y - first.y)).toBeLessThan(1);
  });
});

describe("a grandparent's face", () => {
  it('has no crow\'s feet at the eyes from the front, so it is the same face as seen turned', () => {
    const kind = FIGURE_KINDS.grandparent;
    const pose = BIPED_POSES.standing;
    const spec: FigureSpec = { kind: 'grandparent', hair: 'bald', hasBeard: true, outfit: null, accessories: [], prop: null };
    const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression: 'happy', skeleton: poseBiped(kind.plan, pose, 10), detail: 'high', linePx: 9, facing: 1 };
    const face = drawHead(ctx);
    // Round 13: ">•  •<" squint marks beside the eyes in front views only.
    const besideEyes = ctx.list.strokes.filter((stroke) => face.eyes.some((eye) => stroke.points.every((point) => Math.abs(point.y - eye.y) < face.eyeRadius && Math.abs(point.x - eye.x) > face.eyeRadius * 1.2 && Math.abs(point.x - eye.x) < face.eyeRadius * 3)));
    expect(besideEyes).toHaveLength(0);
  });
});

describe("a penguin's head", () => {
  const headOf = (poseName: 'sliding' | 'standing') => {
    const kind = FIGURE_KINDS.penguin;
    const pose = { ...BIPED_POSES[poseName], ...kind.poses?.[poseName] };
    const spec: FigureSpec = { kind: 'penguin', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
    const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression: 'happy', skeleton: poseBiped(kind.plan, pose, 10), detail: 'medium', linePx: 9, facing: 1 };
    return { face: drawHead(ctx), list: ctx.list };
  };

  it('is seen side on when he slides on his front: one eye and the bill jutting ahead past the head, not a front-facing disc (round 13)', () => {
    const { face, list } = headOf('sliding');
    expect(face.eyes).toHaveLength(1);
    expect(face.eyes[0]!.x).toBeGreaterThan(face.centre.x);
    const furthest = Math.max(...list.parts.flatMap((part) => part.shape.flat()).map((point) => point.x));
    expect(furthest).toBeGreaterThan(face.centre.x + face.rx * 1.3);
  });

  it('keeps both eyes standing', () => {
    expect(headOf('standing').face.eyes).toHaveLength(2);
  });
});

describe("a triceratops' brow horns", () => {
  it('rise from the brow over the eyes, drawn on the head, where rising from behind it they read as a puppy\'s ears', () => {
    const kind = FIGURE_KINDS.triceratops;
    const pose = BIPED_POSES.standing;
    const spec: FigureSpec = { kind: 'triceratops', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
    const skeleton = { ...poseBiped(kind.plan, pose, 10), view: 'turned' as const };
    const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression: 'happy', skeleton, detail: 'medium', linePx: 9, facing: 1 };
    const face = drawHead(ctx);
    const { centre, ry } = skeleton.head;
    const ys = (shape: Shape): number[] => shape.flat().map((point) => point.y);
    const browHorns = ctx.list.parts.filter((part) => part.layer > LAYER.head && Math.min(...ys(part.shape)) < centre.y - ry * 1.2);
    expect(browHorns).toHaveLength(2);
    // Each base sits on the forehead above the eyes, inside the head's outline.
    const eyeTop = Math.min(...face.eyes.map((eye) => eye.y)) - face.eyeRadius;
    for (const horn of browHorns) {
      expect(Math.max(...ys(horn.shape))).toBeLessThan(eyeTop);
      expect(Math.max(...ys(horn.shape))).toBeGreaterThan(centre.y - ry);
    }
  });
});

describe('a howling dog', () => {
  // Sent to howl at the moon, the dog looked up with its mouth a closed smile (judging 21).
  it('opens its mouth round under its nose, where a happy dog smiles', () => {
    const kind = FIGURE_KINDS.dog;
    const pose = BIPED_POSES.standing;
    const spec: FigureSpec = { kind: 'dog', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
    const mouthParts = (expression: 'happy' | 'howling'): { strokes: number; open: number } => {
      const ctx: FigureContext = { list: createPartList(), kind, spec, pose, expression, skeleton: poseBiped(kind.plan, pose, 10), detail: 'medium', linePx: 9, facing: 1 };
      drawHead(ctx);
      return {
        strokes: ctx.list.strokes.filter((stroke) => stroke.layer === LAYER.faceDetail).length,
        open: ctx.list.parts.filter((part) => part.layer === LAYER.faceDetail && part.fill === 'white').length,
      };
    };
    expect(mouthParts('happy')).toEqual({ strokes: 1, open: 0 });
    expect(mouthParts('howling')).toEqual({ strokes: 0, open: 1 });
  });
});
