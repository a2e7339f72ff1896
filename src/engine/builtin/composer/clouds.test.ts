import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { cloud } from './clouds';

describe('clouds and stars', () => {
  it('draws a cloud in the page line only, of a few shapes, and a bank of two areas for 9-12', () => {
    const widths = (markup: string): number[] => [...markup.matchAll(/stroke-width="([\d.]+)"/g)].map((match) => Number(match[1]));
    // Round 13 (14): the icon's cloud was outlined over a silhouette twice as thick, much heavier than the rest.
    for (const detail of ['low', 'medium', 'high'] as const) expect(new Set(widths(cloud(500, 400, 300, 9, detail, 0).markup))).toEqual(new Set([9]));
    expect(new Set([0, 1, 2].map((variant) => cloud(500, 400, 300, 9, 'medium', variant).markup)).size).toBe(3);
    expect(cloud(500, 400, 300, 6, 'high', 0).markup.match(/<path/g)).toHaveLength(2);
  });

  it('draws a 6-8 space page\'s stars big enough to colour, all in the page line', () => {
    // Round 13 (11): many tiny thin-line stars, hard to colour, and one with a bolder outline than the others.
    const { body, metadata } = composeScene(planScene({ characters: [], title: '', description: 'an astronaut flying past the planets', ageGroup: '6-8' }));
    const stars = [...body.matchAll(/<path d="(M(?:[\d.]+ [\d.]+L){9}[\d.]+ [\d.]+)Z" fill="#fff" stroke="#000" stroke-width="([\d.]+)"/g)].map((match) => {
      const points = match[1]!.slice(1).split('L').map((pair) => pair.split(' ').map(Number) as [number, number]);
      const [cx, cy] = [points.reduce((sum, [x]) => sum + x, 0) / 10, points.reduce((sum, [, y]) => sum + y, 0) / 10];
      return { radius: Math.max(...points.map(([x, y]) => Math.hypot(x - cx, y - cy))), line: Number(match[2]) };
    });
    expect(stars.length).toBeGreaterThan(12);
    expect(new Set(stars.map((star) => star.line))).toEqual(new Set([metadata.lineWidthPx]));
    expect(Math.min(...stars.map((star) => star.radius))).toBeGreaterThan(45);
  });
});
