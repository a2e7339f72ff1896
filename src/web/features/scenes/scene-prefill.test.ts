import { describe, expect, it } from 'vitest';
import { readScenePrefill, regenerateSceneHref } from './scene-prefill';

describe('scene prefill', () => {
  it('carries a scene to the generate screen and reads it back', () => {
    const href = regenerateSceneHref({
      title: 'Picnic & friends',
      sceneDescription: 'A picnic, on a hill = fun',
      characterIds: ['a1', 'b2'],
      ageGroup: '3-5',
    });
    expect(href.startsWith('/scenes/new?')).toBe(true);
    expect(readScenePrefill(href.slice(href.indexOf('?')))).toEqual({
      title: 'Picnic & friends',
      description: 'A picnic, on a hill = fun',
      characterIds: ['a1', 'b2'],
      ageGroup: '3-5',
    });
  });

  it('starts empty without a query and ignores an unknown age group', () => {
    expect(readScenePrefill('?ageGroup=13-99')).toEqual({ title: '', description: '', characterIds: [], ageGroup: null });
  });
});
