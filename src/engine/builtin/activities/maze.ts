import type { AgeGroup } from '../../../shared/constants';
import { CONTENT, drawMotif, fmt, outlinedText, boxesOverlap, type Box } from '../drawing';
import { textWidth } from '../glyph-outlines';
import { motifKind } from '../word-matching';
import type { ActivityPlan } from './activity-plan';
import { carveMaze, solveMaze, type MazeGrid } from './maze-grid';
import { activityStyle, drawSubject, GROUND_DECORATIONS, SKY_DECORATIONS, subjectName, type ActivityEntry, type ComposedActivity, type Subject } from './page-parts';

/** Columns x rows from small to large; each age starts at its own step and "bigger maze" moves along. */
const MAZE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [4, 5],
  [5, 6],
  [6, 8],
  [8, 10],
  [10, 13],
  [12, 15],
  [15, 19],
  [18, 22],
  [20, 25],
  [25, 30],
];
const AGE_SIZE_STEP: Record<AgeGroup, number> = { '3-5': 2, '6-8': 5, '9-12': 8 };
/** Height of the bands above and below the maze: the start character stands above, the goal waits below. */
const BAND_PX: Record<AgeGroup, number> = { '3-5': 560, '6-8': 500, '9-12': 440 };
const GOALS = ['house', 'birthday-cake', 'wrapped-gift', 'rainbow'];
const FALLBACK_STARTS = ['rabbit', 'teddy-bear', 'cat', 'bear'];

export function mazeSize(plan: Pick<ActivityPlan, 'ageGroup' | 'amountShift'>): readonly [number, number] {
  const step = Math.min(MAZE_SIZES.length - 1, Math.max(0, AGE_SIZE_STEP[plan.ageGroup] + plan.amountShift));
  return MAZE_SIZES[step]!;
}

/** Where the maze sits on the page: what a test needs to read its walls back from the pixels. */
export interface MazeLayout {
  cols: number;
  rows: number;
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
  wallPx: number;
}

function startAndGoal(plan: ActivityPlan): { start: Subject; goal: Subject } {
  const beings = plan.things.filter((motif) => motifKind(motif) === 'being');
  const others = plan.things.filter((motif) => motifKind(motif) !== 'being');
  const [first, second] = plan.characters;
  const start: Subject = first ? { character: first } : { motif: beings[0] ?? FALLBACK_STARTS[plan.seed % FALLBACK_STARTS.length]! };
  const goalMotif = others[0] ?? (first ? beings[0] : beings[1]);
  const goal: Subject = goalMotif ? { motif: goalMotif } : second ? { character: second } : { motif: GOALS[plan.seed % GOALS.length]! };
  return { start, goal };
}

function wallsPath(grid: MazeGrid, layout: MazeLayout): string {
  const { cols, rows, left, top, cellWidth, cellHeight } = layout;
  const parts: string[] = [];
  const x = (col: number): string => fmt(left + col * cellWidth);
  const y = (row: number): string => fmt(top + row * cellHeight);
  // Horizontal walls, one line per run: above row 0 the entrance is open, below the last row the exit.
  for (let line = 0; line <= rows; line++) {
    let runStart = -1;
    for (let col = 0; col <= cols; col++) {
      const isWall =
        col < cols &&
        (line === 0 ? col !== 0 : line === rows ? col !== cols - 1 : !grid.isOpenSouth[(line - 1) * cols + col]);
      if (isWall && runStart < 0) runStart = col;
      if (!isWall && runStart >= 0) {
        parts.push(`M${x(runStart)} ${y(line)}H${x(col)}`);
        runStart = -1;
      }
    }
  }
  for (let line = 0; line <= cols; line++) {
    let runStart = -1;
    for (let row = 0; row <= rows; row++) {
      const isWall = row < rows && (line === 0 || line === cols || !grid.isOpenEast[row * cols + line - 1]);
      if (isWall && runStart < 0) runStart = row;
      if (!isWall && runStart >= 0) {
        parts.push(`M${x(line)} ${y(runStart)}V${y(row)}`);
        runStart = -1;
      }
    }
  }
  return parts.join('');
}

function composeMaze(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  const [cols, rows] = mazeSize(plan);
  const band = BAND_PX[plan.ageGroup];
  const wallPx = Math.max(6, Math.round(style.linePx * 1.15));
  const area = { x: CONTENT.left + wallPx, y: CONTENT.top + band, width: CONTENT.right - CONTENT.left - 2 * wallPx, height: CONTENT.bottom - CONTENT.top - 2 * band };
  // Cells may be a little wider than tall (or taller than wide), so the maze fills the page.
  const square = Math.min(area.width / cols, area.height / rows);
  const cellWidth = Math.floor(Math.min(area.width / cols, square * 1.35));
  const cellHeight = Math.floor(Math.min(area.height / rows, square * 1.35));
  const layout: MazeLayout = {
    cols,
    rows,
    cellWidth,
    cellHeight,
    wallPx,
    left: Math.round(area.x + (area.width - cellWidth * cols) / 2),
    top: Math.round(area.y + (area.height - cellHeight * rows) / 2),
  };
  const cell = Math.min(cellWidth, cellHeight);
  const mazeRight = layout.left + cols * cellWidth;
  const mazeBottom = layout.top + rows * cellHeight;
  const grid = carveMaze(cols, rows, plan.seed);
  const parts: string[] = [];
  const occupied: Box[] = [{ x: layout.left - wallPx, y: layout.top - wallPx, width: cols * cellWidth + 2 * wallPx, height: rows * cellHeight + 2 * wallPx }];

  const { start, goal } = startAndGoal(plan);
  const gap = wallPx + 16;
  const entranceX = layout.left + cellWidth / 2;
  const startHeight = layout.top - gap - CONTENT.top;
  const startWidth = Math.min(startHeight * 0.9, 700);
  const startBox = { x: Math.max(CONTENT.left, entranceX - startWidth / 2), y: CONTENT.top, width: startWidth, height: startHeight };
  const startDrawn = drawSubject(start, startBox, style, 'walking', 1);
  if (startDrawn) {
    parts.push(startDrawn.markup);
    occupied.push(startDrawn.box);
  }
  const exitX = mazeRight - cellWidth / 2;
  const goalHeight = CONTENT.bottom - (mazeBottom + gap);
  const goalWidth = Math.min(goalHeight * 1.1, 700);
  const goalBox = { x: Math.min(CONTENT.right - goalWidth, exitX - goalWidth / 2), y: mazeBottom + gap, width: goalWidth, height: goalHeight * 0.92 };
  const goalDrawn = drawSubject(goal, goalBox, style, 'waving', -1);
  if (goalDrawn) {
    parts.push(goalDrawn.markup);
    occupied.push(goalDrawn.box);
  }

  // Words beside the ends say where to begin and where to go; they are outlined, so they can be coloured too.
  const labelSize = Math.round(band * 0.26);
  const startLabel = labelText(parts, occupied, 'START', (startDrawn?.box.x ?? startBox.x) + (startDrawn?.box.width ?? startWidth) + 40, CONTENT.top + startHeight * 0.6, labelSize, style.linePx, 'left');
  const finishLabel = labelText(parts, occupied, 'FINISH', (goalDrawn?.box.x ?? goalBox.x) - 40, mazeBottom + gap + goalHeight * 0.55, labelSize, style.linePx, 'right');

  // The rest of the page is a small scene: sky things up by the start, flowers down by the goal.
  const extras = plan.things.filter((motif) => !('motif' in goal && goal.motif === motif) && !('motif' in start && start.motif === motif));
  const decorations = [...extras, ...SKY_DECORATIONS.slice(0, 2), ...GROUND_DECORATIONS];
  const topSpots = [CONTENT.right - band * 0.45, CONTENT.right - band * 1.25];
  const bottomSpots = [CONTENT.left + band * 0.45, CONTENT.left + band * 1.25];
  let decorationIndex = 0;
  for (const [spots, y, size] of [
    [topSpots, CONTENT.top + startHeight * 0.85, startHeight * 0.62],
    [bottomSpots, CONTENT.bottom, goalHeight * 0.62],
  ] as const) {
    for (const cx of spots) {
      const motif = decorations[decorationIndex++ % decorations.length]!;
      const box = { x: cx - size / 2, y: y - size, width: size, height: size };
      if (occupied.some((other) => boxesOverlap(box, other, 30))) continue;
      const drawn = drawMotif({ motif, cx, bottom: y, size, linePx: style.linePx, detail: style.detail });
      if (!drawn) continue;
      parts.push(drawn.markup);
      occupied.push(drawn.box);
    }
  }

  parts.push(`<path d="${wallsPath(grid, layout)}" fill="none" stroke="#000" stroke-width="${wallPx}" stroke-linecap="round" stroke-linejoin="round"/>`);
  if (plan.isSolution) {
    const path = solveMaze(grid, 0, cols * rows - 1) ?? [];
    const centre = (index: number): string => `${fmt(layout.left + ((index % cols) + 0.5) * cellWidth)} ${fmt(layout.top + (Math.floor(index / cols) + 0.5) * cellHeight)}`;
    const points = [`${fmt(entranceX)} ${fmt(layout.top - gap / 2)}`, ...path.map(centre), `${fmt(exitX)} ${fmt(mazeBottom + gap / 2)}`];
    // Bolder than the walls, so the way through stands out, yet well clear of them in every corridor.
    const solutionPx = Math.round(Math.min(cell * 0.4, Math.max(wallPx * 2, cell * 0.3)));
    parts.push(`<path d="M${points.join('L')}" fill="none" stroke="#000" stroke-width="${solutionPx}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  return {
    body: parts.join(''),
    matched: [subjectName(start), subjectName(goal)],
    facts: { maze: layout, start: subjectName(start), goal: subjectName(goal), labels: [startLabel, finishLabel].filter(Boolean) },
  };
}

/** An outlined word beside an end of the maze, when there is room for it; its box, or null. */
function labelText(parts: string[], occupied: Box[], text: string, anchorX: number, baseline: number, size: number, linePx: number, align: 'left' | 'right'): Box | null {
  const outlinePx = Math.max(4, linePx * 0.7);
  const width = textWidth(text, size, outlinePx) + outlinePx;
  const x = align === 'left' ? anchorX : anchorX - width;
  const box = { x, y: baseline - size * 0.8, width, height: size };
  if (x < CONTENT.left || x + width > CONTENT.right || occupied.some((other) => boxesOverlap(box, other, 20))) return null;
  parts.push(outlinedText(text, x + width / 2, baseline, size, outlinePx));
  occupied.push(box);
  return box;
}

export const MAZE: ActivityEntry = {
  compose: composeMaze,
  more: /\b(bigger|larger|harder|longer|more (cells|paths|corridors|walls))\b/,
  fewer: /\b(smaller|easier|shorter|fewer (cells|paths|corridors|walls))\b/,
};
