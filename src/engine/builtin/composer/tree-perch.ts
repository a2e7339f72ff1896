import type { Box } from '../drawing';
import { fmt } from '../svg-number';
import type { Point } from '../figure/geometry';

/**
 * A bough out of a leafy tree's trunk (in the leafy tree's 100 × 120 units), below the canopy and rising to the
 * right past its edge: drawn behind the tree, so it grows out from behind the trunk.
 */
const BOUGH = 'M48 91 Q70 88 104 77 Q108 76 108.5 80 Q108 83 104 84.5 Q72 95 50 100 Z';
/** Where a perching bird's feet grip the bough, in the same units: its top, well out past the canopy's clumps. */
const PERCH: Point = { x: 90, y: 83 };

/** The bough and the point on its top where a bird stands, for a leafy tree drawn in `tree`. */
export function treeBough(tree: Box, linePx: number): { markup: string; perch: Point; box: Box } {
  const unit = tree.width / 100;
  const box: Box = { x: tree.x + 48 * unit, y: tree.y + 76 * unit, width: 61 * unit, height: 24 * unit };
  const markup = `<path d="${BOUGH}" transform="translate(${fmt(tree.x)} ${fmt(tree.y)}) scale(${fmt(unit)})" fill="#fff" stroke="#000" stroke-width="${fmt(linePx / unit)}" stroke-linejoin="round"/>`;
  return { markup, box, perch: { x: tree.x + PERCH.x * unit, y: tree.y + PERCH.y * unit } };
}
