import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

function joinsOf(description: string): Join[] {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup: '9-12' })).metadata.joins as Join[];
}

describe('a driver in a cab window', () => {
  it.each(['a firefighter driving a fire truck down the street', 'a farmer driving a tractor on the farm'])('is big in the window with the wheel whole in it: %s', (description) => {
    const joins = joinsOf(description);
    const find = (what: string): Join => {
      const join = joins.find((entry) => entry.what === what);
      if (!join) throw new Error(`no ${what} join`);
      return join;
    };
    const top = find('head-top-in-window');
    const chin = find('chin-in-window');
    const wheel = find('hands-on-wheel').thing;
    const windowHeight = chin.thing.y - top.thing.y;
    // Judges found the driver tiny (a head a quarter of the window) in a big cab.
    expect((chin.figure.y - top.figure.y) / windowHeight).toBeGreaterThan(0.35);
    expect(top.figure.y).toBeGreaterThanOrEqual(top.thing.y - windowHeight * 0.05);
    // A grown-up's long arm put the wheel past the window's front edge, where the window cut it away.
    expect(wheel.x).toBeGreaterThan(top.thing.x);
    expect(wheel.x).toBeLessThan(chin.thing.x);
    // The wheel's middle above the sill, so the wheel is seen and not just the fist (round 11: "grips a small knob").
    expect(wheel.y).toBeLessThan(chin.thing.y);
  });

  // The farmer stood waving on the grass by a tractor the size of a toy (judging 23): on it is at its wheel.
  it.each(['a farmer on a tractor in the field', 'a boy on a tractor', 'a farmer riding a tractor'])('"%s" sits at the tractor\'s wheel', (description) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' }));
    expect(metadata.verb).toBe('driving-tractor');
    expect((metadata.joins as Join[]).some((join) => join.what === 'hands-on-wheel')).toBe(true);
    expect(metadata.matched).toContain('tractor');
  });

  it('fills a car\'s low side window, the wheel under the slanted windscreen ahead of the face', () => {
    const joins = joinsOf('a girl driving a car');
    const top = joins.find((entry) => entry.what === 'head-top-in-window')!;
    const chin = joins.find((entry) => entry.what === 'chin-in-window')!;
    const wheel = joins.find((entry) => entry.what === 'hands-on-wheel')!.thing;
    const windowHeight = chin.thing.y - top.thing.y;
    // At the trucks' share the girl was a doll in the car's small window.
    expect((chin.figure.y - top.figure.y) / windowHeight).toBeGreaterThan(0.5);
    expect(wheel.x).toBeLessThan(chin.figure.x);
    expect(wheel.y).toBeGreaterThan(chin.figure.y - windowHeight * 0.2);
  });
});
