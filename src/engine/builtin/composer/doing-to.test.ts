import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawFigure } from '../figure/draw-figure';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

// Every figure a page draws, with how it was placed, as the composer asks for it.
vi.mock('../figure/draw-figure', async (original) => {
  const figure = await original<{ drawFigure: typeof drawFigure }>();
  return { ...figure, drawFigure: vi.fn(figure.drawFigure) };
});

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function verbOf(description: string): string | null {
  return planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb;
}

describe('a verb with no act, done to another', () => {
  // The vet waved at us beside the puppy, and the knight waved beside a smiling dragon (judging 22).
  it.each(AGES.flatMap((ageGroup) => ['a vet checking a puppy', 'a knight fighting a dragon'].map((words) => [words, ageGroup] as const)))('"%s" turns the lead to the other, its hand at it, the other turned back (%s)', (words, ageGroup) => {
    vi.mocked(drawFigure).mockClear();
    const page = scenePage(words, ageGroup);
    expect(page.verb).toBe('doing-to');
    expect(page.figures).toBe(2);
    const placements = vi.mocked(drawFigure).mock.calls.map(([, placement], index) => ({ placement, markup: (vi.mocked(drawFigure).mock.results[index]!.value as ReturnType<typeof drawFigure>).markup })).filter(({ markup }) => page.body.includes(markup));
    const lead = placements.find(({ placement }) => placement.pose === 'posting')!;
    // Seen from the side, facing right, not waving at us.
    expect(lead.placement.facing).toBe(1);
    expect(placements.some(({ placement }) => placement.facing === -1)).toBe(true);
    const touch = page.joins.find((join) => join.what === 'hand-on-other')!;
    // The near hand reaches in at the height of the other's drawing, and the other starts past the lead's neck: a
    // cat watching a bird had its face jammed into a bird bigger than itself (review 16).
    expect(Math.abs(touch.figure.y - touch.thing.y)).toBeLessThan(1);
    const clear = page.joins.find((join) => join.what === 'other-past-body')!;
    expect(clear.thing.x).toBeGreaterThan(clear.figure.x);
  });

  it.each(['a princess kissing a frog', 'a vet checking a puppy', "a doctor listening to a dog's heart", 'a girl brushing a pony'])('"%s" is done to the other', (words) => {
    expect(verbOf(words)).toBe('doing-to');
  });

  // The doctor waved with the teddy a small icon in a corner (judging 22): the thing it is done to is in the hand.
  it('"a doctor listening to a teddy\'s heart" holds the teddy', () => {
    expect(verbOf("a doctor listening to a teddy's heart")).toBe('holding');
    expect(verbOf('a mermaid combing her hair on a rock')).toBeNull();
    const page = scenePage("a doctor listening to a teddy's heart", '3-5');
    expect(page.notDrawn).toEqual([]);
    // Held in the hands below the face, not a sticker apart.
    expect(page.joins.some((join) => join.what === 'held-below-face' || join.what === 'held-beside-face')).toBe(true);
  });

  // A look, a sound, a word or a wait touches no one: the other was pushed into the lead's fist (review 16). Nor does
  // one on four legs put a paw out on another.
  it.each(['a cat watching a bird', 'a girl smiling at a puppy', 'a dog barking at the mailman', 'a dog waiting for the mailman', 'a lion roaring at a mouse', 'a girl talking to a unicorn', 'a cat staring at a fish', 'a fox looking at a rabbit', 'a cow mooing at a duck', 'a boy listening to a bird', 'a cat fighting a dog'])('"%s" is hands-off', (words) => {
    expect(verbOf(words)).not.toBe('doing-to');
  });

  // A lone lead holds only a thing it touches: the dog held its bone while digging for it, the boy a banana he stepped on.
  it.each(['a dog digging for a bone', 'a boy stepping on a banana peel', 'a girl looking at a book'])('"%s" holds nothing it only looks at or steps on', (words) => {
    expect(verbOf(words)).not.toBe('holding');
  });

  // A group of one kind is no one done to ("kids decorating a christmas tree"), nor is a noun ending -ing, nor a known verb.
  it.each(['kids decorating a christmas tree', 'a girl with a puppy wearing a hat', 'a viking and a dragon', 'a girl hugging a cat', 'a girl and a boy petting a dog'])('"%s" is not', (words) => {
    expect(verbOf(words)).not.toBe('doing-to');
  });
});
