import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { getComposedProp } from '../props/prop-library';
import { planScene } from '../scene';
import { motifKind } from '../word-matching';
import { sceneArt } from './backdrops';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a snowman', () => {
  // Its icon is of the weather group: beside a girl, a dog or a family it floated up in the sky by the clouds, and
  // "a snowman with a scarf" drew a scarf as big as the page under it.
  it('stands on the ground, drawn as three stacked balls of snow, as tall beside a child as one she built', () => {
    expect(motifKind('snowman')).not.toBe('sky');
    expect(sceneArt('snowman')).toBe('stacked-snowman');
    expect(getComposedProp(sceneArt('snowman'))?.besideShare).toBeGreaterThanOrEqual(0.3);
  });

  it.each(AGES.flatMap((ageGroup) => ['a girl and a snowman', 'a snowman family', 'a snowman with a scarf'].map((description) => [description, ageGroup])))('draws "%s" with its snowman (%s)', (description, ageGroup) => {
    const page = scenePage(description, ageGroup as AgeGroup);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('snowman');
    expect(page.cut).toBe(0);
  });

  // Its hat, carrot nose and scarf are the ones it wears: they lay on the snow beside it, as big as the snowman's head.
  it.each(AGES.flatMap((ageGroup) => ['a snowman wearing a scarf and a hat', 'a snowman with a top hat and a carrot nose'].map((description) => [description, ageGroup])))('draws "%s" wearing them, none lying beside it (%s)', (description, ageGroup) => {
    const page = scenePage(description, ageGroup as AgeGroup);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('snowman');
    for (const worn of ['top-hat', 'scarf', 'carrot', 'nose']) expect(page.matched).not.toContain(worn);
  });

  // Once a snowman was named, anyone's carrot was its nose: the bunny had nothing to eat.
  it.each([
    ['a bunny eating a carrot next to a snowman', 'carrot'],
    ['a snowman and a bunny eating a carrot', 'carrot'],
    ['a girl holding a scarf next to a snowman', 'scarf'],
  ])('"%s" keeps its %s', (description, thing) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).extras).toContain(thing);
  });

  // Snowballs were stitched baseballs thrown on a summer lawn, and the snowman named with the throwers was left out (judging 22).
  it.each(AGES.flatMap((ageGroup) => ['a snowman and kids throwing snowballs', 'two kids throwing snowballs at a snowman'].map((description) => [description, ageGroup])))('"%s" throws snowballs in the snow beside the snowman (%s)', (description, ageGroup) => {
    const page = scenePage(description, ageGroup as AgeGroup);
    expect(page.setting).toBe('snow');
    expect(page.verb).toBe('throwing');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['snowball', 'snowman']));
    expect(page.matched).not.toContain('softball');
    expect(page.joins.filter((join) => join.what === 'ball-from-hand').length).toBeGreaterThanOrEqual(2);
    expect(page.cut).toBe(0);
  });

  it.each(['kids having a snowball fight', 'a girl throwing a snowball'])('"%s" throws snowballs in the snow', (description) => {
    const page = scenePage(description, '6-8');
    expect(page.setting).toBe('snow');
    expect(page.matched).toContain('snowball');
    expect(page.matched).not.toContain('softball');
    expect(page.joins.some((join) => join.what === 'ball-from-hand')).toBe(true);
  });

  // Snowball the pet was a snowball thrown on a snowy mountain, and a rolled snowball was thrown overhand (review 16).
  it.each(['a white cat named snowball playing with yarn', 'my hamster snowball in his cage'])('keeps "%s" out of the snow, nothing thrown', (description) => {
    const page = scenePage(description, '6-8');
    expect(page.setting).not.toBe('snow');
    expect(page.matched).not.toContain('snowball');
    expect(page.joins.some((join) => join.what === 'ball-from-hand')).toBe(false);
  });

  it('rolls a giant snowball in the snow without throwing it', () => {
    const page = scenePage('a boy rolling a giant snowball', '6-8');
    expect(page.setting).toBe('snow');
    expect(page.matched).toContain('snowball');
    expect(page.joins.some((join) => join.what === 'ball-from-hand')).toBe(false);
  });

  it('lays no second hat on the snow for a boy dressed in his', () => {
    expect(planScene({ characters: [], title: '', description: 'a boy with a hat and a snowman', ageGroup: '6-8' }).extras).not.toContain('top-hat');
  });
});
