import { describe, expect, it } from 'vitest';
import { poseBiped } from './biped';
import { drawFigure } from './draw-figure';
import type { FigureContext, FigureSpec } from './figure-context';
import { drawHead } from './head';
import { FIGURE_KINDS } from './kinds';
import { createPartList } from './part-list';
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
