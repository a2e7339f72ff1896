import { describe, expect, it } from 'vitest';
import { tubeEdges } from './prop-shapes';

describe('a tube along a line (a trunk, a neck)', () => {
  it('puts its edges either side of the line, each point its own width apart', () => {
    const { left, right } = tubeEdges([[0, 0], [10, 0], [20, 0]], [4, 4, 2]);
    expect(left).toEqual([[0, 2], [10, 2], [20, 1]]);
    expect(right).toEqual([[0, -2], [10, -2], [20, -1]]);
  });

  it('turns its edges across the line round a bend', () => {
    const points = [[0, 0], [10, 0], [10, 10]] as const;
    const { left, right } = tubeEdges(points, [2, 6, 2]);
    left.forEach((point, index) => expect(Math.hypot(point[0] - right[index]![0], point[1] - right[index]![1])).toBeCloseTo([2, 6, 2][index]!));
    // At the bend the edges lie across its diagonal, not across either leg.
    expect(left[1]![0] - 10).toBeCloseTo(-(left[1]![1] - 0));
    // At the end the edges lie across the last leg (straight down): level with its end point.
    expect(left[2]![1]).toBeCloseTo(10);
  });
});
