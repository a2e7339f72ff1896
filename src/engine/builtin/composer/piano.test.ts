import { describe, expect, it } from 'vitest';
import { PAGE_WIDTH_PX, type AgeGroup } from '../../../shared/constants';
import { BIPED_POSES } from '../figure/poses';
import { planScene } from '../scene';
import { uprightPiano } from './piano';
import { CROWD_ROOM_SHARE } from './scene-state';
import { scenePage } from './testing/scene-page';
import { VERBS } from './verbs';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('playing the piano', () => {
  it.each(AGES)('a girl playing the piano sits at an upright piano on a stage, her hand on its keys (%s)', (ageGroup) => {
    const page = scenePage('a girl playing the piano', ageGroup);
    expect(page.verb).toBe('piano');
    // With the instruments' verb she stood holding a keyboard up like a guitar.
    expect(page.setting).toBe('stage');
    const keys = page.joins.find((join) => join.what === 'hands-on-keys')!;
    expect(Math.abs(keys.thing.y - keys.figure.y)).toBeLessThan(60);
    expect(Math.abs(keys.thing.x - keys.figure.x)).toBeLessThan(200);
    expect(page.matched).toContain('piano');
    expect(page.notDrawn).toEqual([]);
  });

  // Seen from the side it was a blank box with a strip of keys sticking out (judging 19): seen from the front, its
  // keyboard runs across it from under the hand, black keys in it, a sheet of music with notes on the stand.
  it.each(['low', 'high'] as const)('draws an upright piano from the front, keys across it and music on its stand (%s)', (detail) => {
    const piano = uprightPiano(1000, 1200, 2000, 2600, 1300, 900, 2200, 9, detail);
    expect(piano.box.x + piano.box.width).toBeGreaterThan(1000 + 1200 * 0.9);
    expect(piano.keys.x).toBeLessThan(1000 + 1200 * 0.2);
    expect(piano.markup.match(/<rect [^>]*fill="#000"/g)!.length).toBeGreaterThanOrEqual(5);
    expect(piano.markup.match(/<ellipse [^>]*fill="#000"/g)).toHaveLength(2);
  });

  // Widened to the frame, the upright ran on behind the grandma listening: she stood over the end of its keyboard.
  it.each(AGES)('a girl playing the piano for her grandma: the piano ends before the room the grandma stands in (%s)', (ageGroup) => {
    const page = scenePage('a girl playing the piano for her grandma', ageGroup);
    expect(page.figures).toBe(2);
    const end = page.joins.find((join) => join.what === 'piano-right-end')!;
    expect(end.thing.x).toBeLessThan(PAGE_WIDTH_PX * (1 - CROWD_ROOM_SHARE));
    // Alone she keeps the wide piano.
    const alone = scenePage('a girl playing the piano', ageGroup).joins.find((join) => join.what === 'piano-right-end')!;
    expect(alone.thing.x - alone.figure.x).toBeGreaterThan(end.thing.x - end.figure.x);
  });

  it('sits, where the instruments stand', () => {
    expect(BIPED_POSES[VERBS.piano.pose].isSeated).toBe(true);
    expect(BIPED_POSES[VERBS.music.pose].isSeated).toBeUndefined();
  });

  // A verb word beats the bare piano: the cat sat playing at the keys.
  it.each([['a cat sleeping on the piano', 'sleeping'], ['a boy plays piano', 'piano']])('"%s" is %s', (description, verb) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe(verb);
  });
});
