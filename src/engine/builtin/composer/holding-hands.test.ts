import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawFigure } from '../figure/draw-figure';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

// Every figure a page draws, with how it was placed and what was drawn, as the composer asks for it.
vi.mock('../figure/draw-figure', async (original) => {
  const figure = await original<{ drawFigure: typeof drawFigure }>();
  return { ...figure, drawFigure: vi.fn(figure.drawFigure) };
});

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('holding hands', () => {
  // Judging 21: "five friends holding hands" drew each child clutching a pair of clapping hands, and "five kids in a row"
  // stood them in two rows, a front child's waving hand over the eyes of a friend behind.
  it.each(AGES)('stands the children in one row, each hand joined to the next one\'s below both faces (%s)', (ageGroup) => {
    for (const words of ['five friends holding hands', 'five kids in a row']) {
      vi.mocked(drawFigure).mockClear();
      const page = scenePage(words, ageGroup);
      expect(page.verb, words).toBe('holding-hands');
      expect(page.figures, words).toBe(5);
      expect(page.notDrawn, words).toEqual([]);
      const drawn = vi.mocked(drawFigure).mock.results.map((result) => result.value as ReturnType<typeof drawFigure>).filter((figure) => page.body.includes(figure.markup));
      const heads = drawn.map((figure) => figure.headBox);
      expect(heads, words).toHaveLength(5);
      const joined = page.joins.filter((join) => join.what === 'hands-joined');
      expect(joined, words).toHaveLength(4);
      for (const { figure: hand, thing: other } of joined) {
        expect(Math.hypot(hand.x - other.x, hand.y - other.y), words).toBeLessThan(4);
        // On no one's face: below every chin in the row.
        for (const head of heads) expect(hand.y, words).toBeGreaterThan(head.y + head.height);
      }
      // One row: everyone's feet on one line.
      const soles = drawn.map((figure) => figure.box.y + figure.box.height);
      expect(Math.max(...soles) - Math.min(...soles), words).toBeLessThan(4);
    }
  });

  // Review 16: "in a row" made any children hold hands, dropping what they did; the bench was said to be undrawn.
  it.each([
    ['kids sitting in a row on a bench', 'sitting'],
    ['three kids dancing in a line', 'dancing'],
    ['kids running in a line', 'running'],
    ['children swimming in a row', 'swimming'],
    ['children waiting in a line for the bus', null],
  ])('lets "%s" do what the words say (%s)', (words, verb) => {
    const page = scenePage(words);
    expect(page.verb).toBe(verb);
    expect(page.notDrawn).toEqual([]);
  });

  it('sits "kids sitting in a row on a bench" on the park bench', () => {
    expect(scenePage('kids sitting in a row on a bench').matched).toContain('park-bench');
  });

  // The hands are the children's own: no pair of clapping hands is drawn, so none is listed as drawn.
  it.each(['five friends holding hands', 'five kids in a row'])('lists no clapping hands as drawn for "%s"', (words) => {
    const page = scenePage(words);
    expect(page.matched).not.toContain('clapping-hands');
    expect(page.notDrawn).toEqual([]);
  });

  it('leaves "a girl holding a teddy bear" holding it in her arms', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl holding a teddy bear', ageGroup: '6-8' }).verb).toBe('holding');
  });
});
