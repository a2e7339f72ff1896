import { describe, expect, it } from 'vitest';
import { cookieTray } from './baking';

describe('a tray of cookies', () => {
  const tray = { x: 100, y: 500, width: 400, height: 30 };
  const shapes = (markup: string): { paths: number; ovals: number } => ({ paths: (markup.match(/<path /g) ?? []).length, ovals: (markup.match(/<ellipse /g) ?? []).length });

  it('holds a heart and a star cut out of the dough for older children, a round one between them on a tray of three', () => {
    expect(shapes(cookieTray(tray, 2, 8, 'medium'))).toEqual({ paths: 2, ovals: 0 });
    expect(shapes(cookieTray(tray, 3, 8, 'high'))).toEqual({ paths: 2, ovals: 1 });
  });

  it('keeps the youngest children\'s cookies plain round ones, big enough to colour', () => {
    expect(shapes(cookieTray(tray, 2, 14, 'low'))).toEqual({ paths: 0, ovals: 2 });
  });
});
