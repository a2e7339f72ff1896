import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from './scene';

function notDrawnOf(description: string): unknown {
  const plan = planScene({ characters: [], title: '', description, ageGroup: '6-8' });
  return composeScene(plan).metadata.notDrawn;
}

describe('notDrawn: the main nouns a scene leaves out', () => {
  it.each([
    ['a girl riding a horse on the beach', []],
    ['two kids having a picnic in the park', []],
    ['a pirate ship on the sea', []],
    ["Santa's sleigh with reindeer", []],
    ['a scientist in a laboratory', []],
    ['a happy dragon reading a book in the forest', []],
    ['a cute little bunny with fluffy ears eating a carrot', []],
    ['a big red barn on the farm', []],
    ['a boy flying a kite on a windy day', []],
    ['a king on his throne', []],
    ['a flag on a sandcastle', []],
    ['a bridge over a river', []],
    ['a soccer game in the stadium', []],
    ['The dragon is happy and green.', []],
    ['a submarine under the sea', []],
    ['a trampoline in the garden', ['trampoline']],
    // A knight is a full-body figure now (the role dresses it), so it is drawn.
    ['a knight guarding a castle', []],
    ['a girl playing the harp on a stage', ['harp']],
    ['a trampoline and a harp in the garden', ['trampoline', 'harp']],
    ['a cat sleeps on the sofa', ['sofa']],
    ['Max the dog is playing with a frisbee in the garden', ['frisbee']],
    // "painting" after a noun is the verb; after "a" it is a thing; "together" names nothing.
    ['a robot painting a picture', []],
    ['a fox painting a trampoline', ['trampoline']],
    ['a dragon and an owl read a book together in the forest', []],
    ['kids on swings in the park', []],
    ['a girl on a tire swing in the garden', []],
    // A slice is the pizza's own shape, a meal or a fight is an event: the page drew what they are of.
    ['a slice of pizza', []],
    // A long neck is the brachiosaurus's own, drawn with it; "boo" and "hello" are said, not drawn.
    ['a brachiosaurus with a long neck', []],
    ['a ghost saying boo', []],
    ['an alien waving hello', []],
    // The steaming cup is the cup of hot chocolate.
    ['a cup of hot chocolate', []],
    ['a cup of cocoa on the table', []],
    // Standing in a line names no line, but a washing line is a thing the page does not draw (review 16).
    ['ducks walking in a line', []],
    ['a washing line in the garden', ['line']],
    ['pancakes for breakfast', []],
    ['kids having a snowball fight', []],
    ['a bowl of porridge', ['porridge']],
    ['a bowl of cereal', []],
    // A name nothing draws is said whole, not swapped for what one of its words names.
    ['an ice cream truck', ['ice cream truck']],
    ['a dump truck', ['dump truck']],
    // A fire station drew a fire burning beside a station.
    ['a girl at a fire station', ['fire station']],
    // The ball a princess is at is drawn: a ballroom.
    ['a princess at the ball', []],
    // What a person wears or is is drawn on them: the girl's gown, the leprechaun and his pot of gold, the mail carrier.
    ['a girl in a ball gown', []],
    ['a leprechaun with a pot of gold', []],
    ['a stocking by the fireplace', []],
    ['a mail carrier', []],
    ['a planet with rings', []],
    // The officer's "police" is the car's too: a police car, not a plain car and "Couldn't draw: police car".
    ['a police officer with a police car', []],
    // A describing word after the noun leaves the noun the head; a thing's ending ("chest") does not make it a describing word.
    ['a wagon full of children', ['wagon']],
    ['a robot with a chest of drawers', ['chest', 'drawers']],
    ['a sparkly dragon', []],
    // An ordinal, a place's "site" and a kind of thing before its noun name nothing of their own.
    ['fireworks on the fourth of july', []],
    ['a digger at a construction site', []],
    ['a toy train', []],
    ['a girl with a toy', ['toy']],
    // The city's buildings and the land a balloon flies over are drawn: the page said it could not draw them.
    ['a city with tall buildings', []],
    ['a hot air balloon over the hills', []],
    // A train over a bridge crosses the river on the bridge's road: beside the train there was no room for the bridge.
    ['a train going over a bridge', []],
    // The chipmunk icon a squirrel draws holds an acorn in its paws.
    ['a squirrel with an acorn', []],
    // A person at or in the pool swims in it; a creature beside it is told the pool was not drawn.
    ['a girl at the pool', []],
    ['a boy in a swimming pool', []],
    ['a dog by the pool', ['pool']],
    // What sits on a branch sits on a drawn branch.
    ['a cat on a branch', []],
    ['an owl on a branch', []],
  ])('%s -> %j', (description, expected) => {
    expect(notDrawnOf(description)).toEqual(expected);
  });

  it('never names a saved character or the place words that chose the setting', () => {
    const plan = planScene({ characters: [], title: '', description: 'Bolt explores the jungle', ageGroup: '6-8' });
    expect(composeScene(plan).metadata.notDrawn).toEqual([]);
  });
});
