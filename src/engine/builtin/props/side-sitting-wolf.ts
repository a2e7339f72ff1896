import { fmt } from '../svg-number';
import { curve, ellipse, polygon, type Point } from './prop-shapes';
import type { Detail } from '../motif-library';

/**
 * The body both side-on sitting wolves share (the howling one and the one Red Riding Hood meets): only their heads and
 * ears differ. In the drawing's units, drawn facing right and then turned to face left like the icons they stand in for.
 */
export const WIDTH = 100;
export const HEIGHT = 120;

export const left = ([x, y]: Point): Point => [WIDTH - x, y];
export const turned = (points: readonly Point[]): Point[] => points.map(left);
/** A line through points, as path data turned to face left: M, then Q pairs. */
export const bend = (from: Point, ...pairs: Point[]): string => {
  const [fx, fy] = left(from);
  const rest = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const [cx, cy] = left(pairs[index]!);
    const [x, y] = left(pairs[index + 1]!);
    rest.push(`Q${fmt(cx)} ${fmt(cy)} ${fmt(x)} ${fmt(y)}`);
  }
  return `M${fmt(fx)} ${fmt(fy)}${rest.join('')}`;
};

/** The forelegs, the far one a little behind the near one, their tops under the chest drawn over them. */
export const forelegs = (): string[] => [polygon(turned([[44, 70], [59, 70], [59, 114], [44, 114]]), 3), polygon(turned([[58, 72], [70, 72], [70, 114], [58, 114]]), 3)];

/**
 * The back sloping down from the neck to the haunch on the ground, the puffed chest in front, the haunch, the bushy tail
 * curled round along the ground in front of it (lying out behind, a sliver of it showed under the haunch) with the hind
 * paw on it, and the forepaws.
 */
export const sittingBody = (): string[] => [
  polygon(turned([[18, 112], [16, 90], [24, 66], [34, 46], [42, 32], [56, 30], [66, 42], [72, 58], [70, 78], [62, 90], [48, 104], [36, 117]]), 8),
  ellipse(left([32, 96])[0], 96, 19, 18),
  polygon(turned([[16, 98], [4, 99], [0, 108], [8, 116], [42, 117], [45, 111], [22, 108]]), 4),
  ellipse(left([46, 114])[0], 114, 11, 4.5),
  ellipse(left([55, 114])[0], 114, 7, 4.5),
  ellipse(left([66, 114])[0], 114, 8, 4.5),
];

/** For older children: the ruff of fur down the chest and the toes, and at 9-12 the tail's fur. */
export const bodyFur = (detail: Detail): string[] => [
  curve(bend([64, 46], [62, 52], [67, 55], [64, 60], [69, 64])),
  curve(`${bend([64, 114], [64, 116], [64, 118])}${bend([68, 114], [68, 116], [68, 118])}`),
  ...(detail === 'high' ? [curve(`${bend([6, 106], [12, 108], [18, 111])}${bend([24, 111], [28, 113], [32, 114])}`)] : []),
];
