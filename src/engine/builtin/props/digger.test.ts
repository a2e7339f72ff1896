import { describe, expect, it } from 'vitest';
import { PAGE_WIDTH_PX } from '../../../shared/constants';
import { scenePage } from '../composer/testing/scene-page';
import { digger } from './digger';

/** The box round a path's or shape's numbers, read as x, y pairs (as the prop's rounded shapes are written). */
function boxOf(drawn: string) {
  const rect = /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/.exec(drawn);
  if (rect) {
    const [x, y, width, height] = rect.slice(1).map(Number) as [number, number, number, number];
    return { left: x, top: y, right: x + width, bottom: y + height };
  }
  const numbers = (/d="([^"]*)"/.exec(drawn)?.[1] ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('a digger on its building site', () => {
  it.each(['low', 'medium', 'high'] as const)('stands on bare ground and digs into a heap of dirt beside cones (%s detail)', (detail) => {
    const { width, height, shapes } = digger.draw(detail);
    const closed = shapes.filter((drawn) => !drawn.includes('fill="none"') && !drawn.startsWith('<circle') && !drawn.startsWith('<ellipse')).map(boxOf);
    // The machine sat in a blank white field: ground now runs the drawing's width under its track.
    const ground = closed[0]!;
    expect(ground.left).toBe(0);
    expect(ground.right).toBe(width);
    expect(ground.bottom).toBe(height);
    const track = closed.find((box) => box.left === 8 && box.right === 112)!;
    expect(track.bottom).toBeGreaterThan(ground.top);
    // The bucket hung in mid-air: a heap of dirt now rises behind it, in front of the machine.
    const heap = closed.find((box) => box.left >= track.right - 1 && box.right - box.left > 60)!;
    expect(heap).toBeDefined();
    expect(heap.top).toBeLessThan(90);
    // Two traffic cones, tall and narrow, stand beside the heap.
    const cones = closed.filter((box) => box.left > heap.left && box.bottom - box.top >= 25 && box.right - box.left <= 16);
    expect(cones).toHaveLength(2);
  });

  it.each([['3-5', 'low'], ['6-8', 'medium'], ['9-12', 'high']] as const)('is the page’s big hero alone, nearly the frame’s width (%s)', (ageGroup, detail) => {
    // Judging 18: at four fifths of the frame it stood small on an empty field.
    const { body } = scenePage('a digger on a building site', ageGroup);
    const first = digger.draw(detail).shapes[0]!;
    const placed = new RegExp(`scale\\(([\\d.]+)\\)"[^>]*><g stroke-width="[\\d.]+">${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(body);
    expect(placed).not.toBeNull();
    expect((digger.draw(detail).width * Number(placed![1])) / PAGE_WIDTH_PX).toBeGreaterThan(0.75);
  });
});
