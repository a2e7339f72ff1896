import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin-engine';
import { composeScene, planScene } from '../scene';
import { pitchBoards } from './pitch-boards';
import type { SceneJoin as Join } from './testing/scene-page';

const ART = { x: 200, y: 200, width: 2150, height: 2900 };

describe('the pitch behind the play', () => {
  it('puts an emblem on each board, leaving out those behind a figure', () => {
    const emblems = (markup: string): number => (markup.match(/<path d="M[^"]*" fill="#fff"/g) ?? []).length;
    expect(emblems(pitchBoards(ART, 1500, 8, true, () => false))).toBe(9);
    expect(emblems(pitchBoards(ART, 1500, 8, false, () => false))).toBe(6);
    expect(emblems(pitchBoards(ART, 1500, 8, true, (box) => box.x < ART.x + ART.width / 3))).toBe(6);
  });

  it('runs the mown stripes on behind the goal to the boards, so the goal stands on grass, not on a bare wall (round 15, 02)', async () => {
    const plan = planScene({ characters: [], title: '', description: 'a boy playing soccer in the stadium', ageGroup: '9-12' });
    const joins = composeScene(plan).metadata.joins as Join[];
    const area = joins.find((join) => join.what === 'goal-area')!;
    const post = joins.find((join) => join.what === 'post-beside-kicker')!;
    // The goal's width from its middle and its near post's middle, 3.5 of its 120 units in; its height is 64 of them.
    const width = (2 * (area.figure.x - post.thing.x)) / (1 - 7 / 120);
    const aboveCrossbar = Math.round(area.figure.y - (width * 64) / 120 - 60);
    const page = await createBuiltinEngine().scene({ characters: [], title: '', description: 'a boy playing soccer in the stadium', ageGroup: '9-12' });
    const left = Math.round(area.figure.x - width / 2);
    const { data } = await sharp(page.png).extract({ left, top: aboveCrossbar, width: Math.round(width), height: 1 }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    let lines = 0;
    for (let x = 1; x < data.length; x++) if (data[x]! < 128 && data[x - 1]! >= 128) lines++;
    expect(lines).toBeGreaterThanOrEqual(3);
  });
});
