import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { createBuiltinEngine } from '../builtin-engine';
import { composeScene, planScene } from '../scene';
import { castFromWords, verbFromWords } from './cast';
import { fenceWithGate, herdShift, placeHerd } from './compose-scene';
import { sceneStyle } from './age-style';
import { area, densify, intersect, type Point } from '../figure/geometry';
import { getComposedProp } from '../props/prop-library';
import { leafBed } from './ground-dressing';
import { rainbowInFrame } from './patterns';
import { drawnProp } from './testing/drawn-prop';
import { blackBlots, cropImage } from '../white-regions';
import type { SceneJoin as Join } from './testing/scene-page';

const engine = createBuiltinEngine();

function metadataOf(description: string, ageGroup: AgeGroup = '6-8'): Record<string, unknown> {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata;
}

function joinOf(description: string, what: string, ageGroup?: AgeGroup): Join {
  const join = (metadataOf(description, ageGroup).joins as Join[]).find((entry) => entry.what === what);
  if (!join) throw new Error(`no ${what} join in "${description}"`);
  return join;
}

/** White areas a child can colour: 4-connected white regions of at least 400 px (about 3 mm²). */
async function closedRegions(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let regions = 0;
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start] === 0) continue;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const index = stack[--top]!;
      size++;
      const x = index % width;
      for (const next of [index - width, index + width, x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1]) {
        if (next < 0 || next >= data.length || seen[next] || data[next] === 0) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    if (size >= 400) regions++;
  }
  return regions;
}

/** Cells of an 8 × 10 grid over the page inside its margin band that hold no black pixel: large empty areas. */
async function blankCells(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [columns, rows, inset] = [8, 10, 300];
  const cellWidth = (info.width - 2 * inset) / columns;
  const cellHeight = (info.height - 2 * inset) / rows;
  let blank = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let isBlank = true;
      for (let y = Math.floor(inset + row * cellHeight); y < inset + (row + 1) * cellHeight && isBlank; y += 2) {
        for (let x = Math.floor(inset + column * cellWidth); x < inset + (column + 1) * cellWidth; x += 2) {
          if (data[y * info.width + x]! < 128) {
            isBlank = false;
            break;
          }
        }
      }
      if (isBlank) blank++;
    }
  }
  return blank;
}

describe('scene composer', () => {
  it('draws a lone hero at least half the frame tall', () => {
    for (const description of ['a girl waving', 'a knight guarding a castle', 'a robot dancing']) {
      const metadata = metadataOf(description);
      expect(metadata.layout).toBe('hero');
      expect(metadata.leadHeightShare as number).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('fits a wide lone hero inside the frame: a leaping dog keeps its tail', () => {
    for (const description of ['a dog jumping in the garden', 'a cat jumping in the garden', 'a horse running on the beach']) {
      for (const ageGroup of ['3-5', '6-8', '9-12'] as AgeGroup[]) expect(metadataOf(description, ageGroup).isLeadInFrame, `${description}, ${ageGroup}`).toBe(true);
    }
  });

  it("puts a leaping dog's shadow a little below its feet with nothing planted between, clear of the flower beds", () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as AgeGroup[]) {
      const metadata = metadataOf('a dog jumping in the garden', ageGroup);
      const shadow = (metadata.joins as Join[]).find((join) => join.what === 'shadow-under-jump');
      expect(shadow, ageGroup).toBeDefined();
      const { figure: feet, thing: top } = shadow!;
      // Under the middle of the jump, with air to see between: down on the ground line among the flower beds it read
      // as "a flat oval that doesn't read as anything" (round 14).
      expect(top.y - feet.y, ageGroup).toBeGreaterThan(40);
      expect(top.y - feet.y, ageGroup).toBeLessThan(400);
      for (const { name, box } of metadata.planted as Array<{ name: string; box: { x: number; y: number; width: number; height: number } }>) {
        const isBetween = box.x < feet.x + 60 && box.x + box.width > feet.x - 60 && box.y < top.y && box.y + box.height > feet.y;
        expect(isBetween, `${ageGroup}: ${name}`).toBe(false);
      }
    }
    expect(metadataOf('a dog jumping in the garden', '3-5').matched).toContain('flower-bed');
  });

  it('plants nothing in the air under a leaping dog, beside its belly above its feet', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as AgeGroup[]) {
      const metadata = metadataOf('a dog jumping in the garden', ageGroup);
      const { figure: feet } = (metadata.joins as Join[]).find((join) => join.what === 'shadow-under-jump')!;
      // Round 15: a watering can stood in the box's gap by the belly, hanging in the air beside the dog.
      for (const { name, box } of metadata.planted as Array<{ name: string; box: { x: number; y: number; width: number; height: number } }>) {
        const isUnderBody = Math.abs(box.x + box.width / 2 - feet.x) < 600 && box.y + box.height < feet.y;
        expect(isUnderBody, `${ageGroup}: ${name}`).toBe(false);
      }
    }
  });

  it("draws a leaping dog's shadow as a flat oval, not a round hole or a puddle like the path's stepping stones", () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as AgeGroup[]) {
      const { body, metadata } = composeScene(planScene({ characters: [], title: '', description: 'a dog jumping in the garden', ageGroup }));
      const { thing: top } = (metadata.joins as Join[]).find((join) => join.what === 'shadow-under-jump')!;
      const shadow = [...body.matchAll(/<ellipse cx="([\d.]+)" cy="[\d.]+" rx="([\d.]+)" ry="([\d.]+)"/g)].find((match) => Math.abs(Number(match[1]) - top.x) < 1);
      expect(shadow, ageGroup).toBeDefined();
      // Round 15 asked whether the 4:1 oval was "a puddle or hole?".
      expect(Number(shadow![2]) / Number(shadow![3]), ageGroup).toBeGreaterThanOrEqual(5.5);
    }
  });

  it('draws as many figures as the words count', () => {
    expect(castFromWords('two kids having a picnic', new Set())).toHaveLength(2);
    expect(castFromWords('three ducks swimming in a pond', new Set()).map((character) => character.motif)).toEqual(['duck', 'duck', 'duck']);
    expect(castFromWords('cows in a field', new Set())).toHaveLength(3);
    expect(castFromWords('an octopus under the sea', new Set())).toHaveLength(1);
  });

  it('adds no one for a role word that only describes a thing, and rides a cowpoke', () => {
    // "Cowboy hat" and "clown fish" each added a dressed child; a cowpoke was no one, so the horse had no rider.
    expect(castFromWords('a girl in a cowboy hat', new Set())).toHaveLength(1);
    expect(castFromWords('a girl wearing cowboy boots', new Set())).toHaveLength(1);
    expect(castFromWords('a clown fish in the coral reef', new Set()).map((character) => character.figure?.outfit)).not.toContain('clown');
    expect(castFromWords('a girl at the circus with a clown nose', new Set())).toHaveLength(1);
    expect(castFromWords('a cowpoke riding a horse', new Set())[0]!.figure!.outfit).toBe('cowboy');
    expect(metadataOf('two kids jumping in the park').figures).toBe(2);
    expect(metadataOf('three ducks swimming in a pond').figures).toBe(3);
    expect((metadataOf('two kids jumping in the park').characters as unknown[]).length).toBe(2);
  });

  it('lays scales on a dragon flying for older children, turned with it', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a dragon flying over the castle', ageGroup: '9-12' }));
    // Turned in flight, it had none: its scales were laid in its outline after the turn, which it no longer had.
    const arcs = body.match(/a[\d.]+ [\d.]+ 0 0 0 [\d.]+ 0/g) ?? [];
    expect(arcs.length).toBeGreaterThan(20);
  });

  it('dresses a child playing a game the words name in T-shirt and shorts', () => {
    // "boy" alone gave trousers: the standing leg ran straight out of the shirt's hem with no shorts (round 12).
    expect(castFromWords('a boy playing soccer in the stadium', new Set())[0]!.figure!.outfit).toBe('tee-shorts');
    expect(castFromWords('a boy reading in the library', new Set())[0]!.figure!.outfit).toBe(castFromWords('a boy', new Set())[0]!.figure!.outfit);
  });

  it('reads the verb from the words', () => {
    expect(verbFromWords('a girl riding a horse')).toBe('riding');
    // A watering hole or can is no one watering (it tipped a can over tulips); a girl watering with one still is.
    expect(verbFromWords('elephants at the watering hole')).toBeNull();
    expect(verbFromWords('a bunny next to a watering can')).toBeNull();
    expect(verbFromWords('a girl with a watering can watering the flowers')).toBe('watering');
    // Only a treasure map is a pirate's: a map of the world or an explorer's map is not.
    expect(metadataOf('a boy looking at a map of the world').matched).not.toContain('treasure-map');
    expect(metadataOf('an explorer with a map and a compass').matched).not.toContain('treasure-map');
    expect(verbFromWords('a girl flying a kite on a hill')).toBe('flying-kite');
    expect(verbFromWords('a boy playing soccer')).toBe('kicking');
    expect(verbFromWords('a cat on a mat')).toBeNull();
  });

  it('seats a rider on the mount’s saddle anchor', () => {
    const join = joinOf('a girl riding a horse on the beach', 'seat-on-saddle');
    expect(Math.abs(join.figure.x - join.thing.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThanOrEqual(12);
  });

  it.each(['a girl riding a horse on the beach', 'a girl riding a unicorn under a rainbow'])('draws the reins from the fist to the bit as one strap over the mane in "%s"', (description) => {
    const { body, metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' }));
    const { figure: hand, thing: bit } = (metadata.joins as Join[]).find((entry) => entry.what === 'reins')!;
    const paths = [...body.matchAll(/<path d="(M([\d.-]+) ([\d.-]+)Q[\d.-]+ ([\d.-]+) [\d.-]+ [\d.-]+)" fill="none" stroke="(#[0f]+)"/g)];
    const reins = paths.filter((path) => Math.hypot(Number(path[2]) - hand.x, Number(path[3]) - hand.y) < 1);
    // A white strap between black edges, so the mane it crosses is cut by it (a thin line ran through the mane, round 12).
    expect(reins.map((path) => path[5])).toEqual(['#000', '#fff']);
    expect(reins[0]![1]).toBe(reins[1]![1]);
    // It hangs a little below the fist and the bit, not taut.
    const lowest = (hand.y + 2 * Number(reins[0]![4]) + bit.y) / 4;
    expect(lowest).toBeGreaterThan(Math.max(hand.y, bit.y));
  });

  it.each(['3-5', '6-8', '9-12'] as const)('leaves no stub of a mane parting showing past the rider’s fist at %s', (ageGroup) => {
    // The unicorn's partings run down the neck under the fist; the horse's rippled locks lie beside it, past this disc.
    for (const description of ['Mia riding a unicorn under a rainbow']) {
      const { body, metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
      const { figure: hand } = (metadata.joins as Join[]).find((entry) => entry.what === 'reins')!;
      // A line passing under the fist ends there or runs on well past it: the end of a parting just below it, the
      // middle hidden by the fist, read as a stub in the hand (round 15: 63 px past this disc at 3-5, 71 at 6-8).
      const isUnderFist = (point: Point): boolean => Math.hypot(point.x - hand.x, point.y - hand.y) < 80;
      for (const [, data] of body.matchAll(/<path d="(M[\d. L-]+)" fill="none" stroke="#000"/g)) {
        const points = densify(data!.slice(1).split('L').map((pair) => ({ x: Number(pair.split(' ')[0]), y: Number(pair.split(' ')[1]) })), 4);
        const first = points.findIndex(isUnderFist);
        if (first < 0) continue;
        // Only the ends below the hand: above it, a parting runs down from the crest into the fist.
        for (const end of [points.slice(0, first + 1).reverse(), points.slice(points.findLastIndex(isUnderFist))].filter((stretch) => stretch.at(-1)!.y > hand.y)) {
          const shown = end.slice(1).reduce((sum, point, index) => sum + Math.hypot(point.x - end[index]!.x, point.y - end[index]!.y), 0);
          expect(shown === 0 || shown > 100, `${description}: ${Math.round(shown)} px`).toBe(true);
        }
      }
    }
  }, 60_000);

  it('puts reins in the hand of a dragon’s rider, from the fist forward to the corner of its mouth', () => {
    const metadata = metadataOf('a boy riding a dragon', '9-12');
    const reins = (metadata.joins as Join[]).find((entry) => entry.what === 'reins');
    // With nothing to hold, the fist gripped the dragon's cheek (round 12).
    expect(reins).toBeDefined();
    expect(reins!.thing.x).toBeGreaterThan(reins!.figure.x);
  });

  it('rides the bike or scooter the words name instead of a horse', () => {
    for (const [description, mount] of [['a boy riding a bike in the park', 'bicycle'], ['a girl riding a scooter', 'kick-scooter']] as const) {
      const matched = metadataOf(description).matched as string[];
      expect(matched).toContain(mount);
      expect(matched).not.toContain('horse');
      expect(joinOf(description, 'seat-on-saddle')).toBeDefined();
    }
  });

  it('swaps in no horse, apple or sandcastle for what the verb is done with when nothing draws it', () => {
    for (const [description, swap, undrawn] of [['a boy riding a hoverboard', 'horse', 'hoverboard'], ['a koala eating eucalyptus', 'red-apple', 'eucalyptus'], ['an elf making gadgets', 'sandcastle', 'gadgets']] as const) {
      const metadata = metadataOf(description);
      expect(metadata.matched as string[]).not.toContain(swap);
      expect(metadata.notDrawn).toEqual([undrawn]);
    }
    expect(metadataOf('a mouse eating cheese').matched as string[]).toContain('cheese-wedge');
    expect(metadataOf('kids building a sandcastle').matched as string[]).toContain('sandcastle');
    // A word after the verb that names no thing leaves the verb its own.
    for (const [description, own] of [['a bear painting outside', 'artist-palette'], ['a bunny eating happily in the garden', 'red-apple'], ['a boy eating lunch', 'red-apple']] as const) {
      expect(metadataOf(description).matched as string[], description).toContain(own);
    }
  });

  it('draws ice cream in a sunny park, not in the snow', () => {
    expect(metadataOf('a boy eating ice cream').matched as string[]).not.toContain('cloud-with-snow');
    expect(metadataOf('a penguin on the ice').matched as string[]).toContain('cloud-with-snow');
  });

  it('pedals a bike with both feet: the near one on the pedal at the top, the far one on the pedal below', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const near = joinOf('a boy riding a bike in the park', 'foot-on-pedal', ageGroup);
      const far = joinOf('a boy riding a bike in the park', 'far-foot-on-pedal', ageGroup);
      for (const join of [near, far]) {
        expect(Math.abs(join.figure.x - join.thing.x)).toBeLessThanOrEqual(1);
        expect(join.thing.y - join.figure.y).toBeGreaterThanOrEqual(0);
        expect(join.thing.y - join.figure.y).toBeLessThan(20);
      }
      // One leg up ahead, one down behind, as a rider's are mid-turn (a crank's length apart, not side by side).
      expect(far.thing.y - near.thing.y).toBeGreaterThan(100);
      expect(near.thing.x - far.thing.x).toBeGreaterThan(100);
      const seat = joinOf('a boy riding a bike in the park', 'seat-on-saddle', ageGroup);
      expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(30);
      // The hand is on the grip ahead of the seat, above the frame.
      const grip = joinOf('a boy riding a bike in the park', 'hand-on-grip', ageGroup);
      expect(grip.thing.x).toBeGreaterThan(seat.thing.x);
      expect(grip.thing.y).toBeLessThan(seat.thing.y);
    }
  });

  it('puts a child on a steed named alone instead of the steed riding a horse', () => {
    const metadata = metadataOf('Mia riding a unicorn under a rainbow');
    expect(metadata.figures).toBe(2);
    expect(metadata.matched as string[]).not.toContain('horse');
    expect(joinOf('Mia riding a unicorn under a rainbow', 'seat-on-saddle')).toBeDefined();
  });

  it('seats one flying on a steed on its back instead of flying beside it', () => {
    expect(verbFromWords('a boy flying on a dragon')).toBe('riding');
    expect(verbFromWords('a girl soaring on a unicorn')).toBe('riding');
    expect(verbFromWords('a fairy flying on a summer night')).toBe('flying');
    expect(verbFromWords('a boy flying on a plane with a dog')).toBe('flying');
    const metadata = metadataOf('a boy flying on a dragon', '9-12');
    expect(metadata.figures).toBe(2);
    expect(joinOf('a boy flying on a dragon', 'seat-on-saddle', '9-12')).toBeDefined();
  });

  it('runs the kite string from the flyer’s hand up to the kite', () => {
    const join = joinOf('a girl flying a kite on a hill', 'kite-string');
    expect(join.thing.y).toBeLessThan(join.figure.y - 300);
  });

  it('balances the youngest\'s kite page with a big tree on the far hill under the kite', () => {
    expect(metadataOf('a girl flying a kite on a hill', '3-5').matched).toContain('deciduous-tree');
  });

  it('gives a farmer feeding the hens a pail of feed, and draws the hens whole', () => {
    const matched = metadataOf('a farmer feeding the chickens').matched as string[];
    expect(matched).toContain('bucket');
    expect(matched).toContain('rooster');
    expect(matched).not.toContain('chicken');
  });

  it('marks the pitch with a goal line and a goal area in front of the goal, inside the frame', () => {
    const area = joinOf('a boy playing soccer in the stadium', 'goal-area', '9-12');
    // With mown stripes alone the pitch read as a plank floor.
    expect(area.thing.y).toBeGreaterThan(area.figure.y + 150);
    expect(area.thing.y).toBeLessThan(3300 - 150);
    expect(Math.abs(area.thing.x - area.figure.x)).toBeLessThan(1);
  });

  it('puts the kicked ball at the kicking foot', () => {
    const join = joinOf('a boy playing soccer in the stadium', 'ball-at-foot');
    expect(Math.hypot(join.figure.x - join.thing.x, join.figure.y - join.thing.y)).toBeLessThan(200);
  });

  it('kicks a ball narrower than the kicker\'s head, the only ball on the pitch, with corner flags in the lower corners (round 13, 02)', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const [ball, head] = ['ball-across', 'head-across'].map((what) => joinOf('a boy playing soccer in the stadium', what, ageGroup));
      expect(ball!.thing.x - ball!.figure.x, ageGroup).toBeLessThan((head!.thing.x - head!.figure.x) * 0.8);
      const matched = metadataOf('a boy playing soccer in the stadium', ageGroup).matched as string[];
      expect(matched, ageGroup).not.toContain('water-bottle');
      if (ageGroup !== '3-5') expect(matched, ageGroup).toContain('corner-flag');
    }
    // No spare ball lying about: on a page with no ball in play, none on the pitch at all.
    expect(metadataOf('a girl waving in the stadium', '9-12').matched).not.toContain('soccer-ball');
  });

  it('seats a swinger on the swing and Santa down in his sleigh, his legs hidden by its side', () => {
    const swing = joinOf('a girl swinging in the park', 'seat-on-swing');
    expect(Math.hypot(swing.figure.x - swing.thing.x, swing.figure.y - swing.thing.y)).toBeLessThanOrEqual(15);
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const join = (metadataOf('Santa in his sleigh with reindeer at night', ageGroup).joins as Join[]).find((entry) => entry.what === 'seat-in-sleigh')!;
      expect(Math.abs(join.figure.x - join.thing.x)).toBeLessThanOrEqual(15);
      // Seated on the rim, his boots hung out below the runner.
      expect(join.figure.y - join.thing.y).toBeGreaterThan(20);
      // He holds the reins out ahead over the sleigh's front, above his seat (sat with his hands on the seat, he had no
      // arms), to the nearest reindeer's harness, further ahead (run from the sleigh's front, round 10 saw none in his hand);
      // each one ahead is reined from the harness of the one behind it (run from his hand behind the team, round 13 saw a
      // line from one reindeer's chest to the next one's rump).
      const joins = metadataOf('Santa in his sleigh with reindeer at night', ageGroup).joins as Join[];
      const inHand = joins.filter((entry) => entry.what === 'reins-in-hand');
      expect(inHand, ageGroup).toHaveLength(1);
      expect(inHand[0]!.figure.y).toBeLessThan(join.figure.y);
      expect(Math.abs(inHand[0]!.thing.x - join.figure.x)).toBeGreaterThan(Math.abs(inHand[0]!.figure.x - join.figure.x) + 100);
      const chained = joins.filter((entry) => entry.what === 'rein-from-reindeer');
      expect(chained, ageGroup).toHaveLength(ageGroup === '3-5' ? 0 : ageGroup === '6-8' ? 1 : 2);
      for (const rein of chained) expect(Math.abs(rein.thing.x - join.figure.x)).toBeGreaterThan(Math.abs(rein.figure.x - join.figure.x) + 100);
    }
  });

  it('chooses a layout by kind of scene', () => {
    expect(metadataOf('a girl singing on a stage').layout).toBe('stage');
    expect(metadataOf('a mermaid swimming with fish under the sea').layout).toBe('underwater');
    expect(metadataOf('a chef cooking in the kitchen').layout).toBe('kitchenStove');
    expect(metadataOf('a dragon reading a book in the library').layout).toBe('room');
    expect(metadataOf('a firefighter driving a fire truck down the street').layout).toBe('street');
    expect(metadataOf('a fox sleeping in the garden at night').layout).toBe('night');
    expect(metadataOf('two kids jumping in the park').layout).toBe('group');
    // Nothing outdoors on a stage.
    expect(metadataOf('a girl singing on a stage').matched).not.toEqual(expect.arrayContaining(['house']));
  });

  it('gives 3-5 lines of at least 12 px and 9-12 more areas to colour than 3-5', async () => {
    expect(metadataOf('a dragon reading a book in the forest', '3-5').lineWidthPx as number).toBeGreaterThanOrEqual(12);
    const young = await engine.scene({ characters: [], title: '', description: 'a dragon reading a book in the forest', ageGroup: '3-5' });
    const old = await engine.scene({ characters: [], title: '', description: 'a dragon reading a book in the forest', ageGroup: '9-12' });
    expect(await closedRegions(old.png)).toBeGreaterThan((await closedRegions(young.png)) * 1.5);
  });

  it('draws the same bytes for the same words', async () => {
    const input = { characters: [], title: 'Kites', description: 'two kids flying a kite on a hill', ageGroup: '9-12' as const };
    const [first, second] = [await engine.scene(input), await engine.scene(input)];
    expect(first.png.equals(second.png)).toBe(true);
  });

  it('changes a pose on refine and keeps it in the plan', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a girl reading a book in the park', ageGroup: '6-8' });
    const jumped = await engine.refine({ png: page.png, instructions: 'make her jump' });
    expect((jumped.metadata.plan as { poses: Record<string, string> }).poses).toEqual({ girl: 'jumping' });
    expect(jumped.png.equals(page.png)).toBe(false);
    const sitting = await engine.refine({ png: jumped.png, instructions: 'sitting' });
    expect((sitting.metadata.plan as { poses: Record<string, string> }).poses).toEqual({ girl: 'sitting' });
  });

  it('draws no sun and no flowers at night, and snow for Santa', () => {
    for (const description of ['Santa in his sleigh with reindeer at night', 'a fox sleeping in the garden at night', 'Sparky the dragon sleeping at night']) {
      const matched = metadataOf(description, '9-12').matched as string[];
      expect(matched, description).not.toContain('sun');
      expect(matched.filter((motif) => /tulip|blossom|sunflower|butterfly/.test(motif)), description).toEqual([]);
    }
    const santa = metadataOf('Santa in his sleigh with reindeer at night');
    expect(santa.setting).toBe('snow');
    expect(santa.matched).toContain('crescent-moon');
    // The youngest's sky too, where the sleigh leaves no slot for a full-sized moon.
    expect(metadataOf('Santa in his sleigh with reindeer at night', '3-5').matched).toContain('crescent-moon');
    // Santa's sleigh flies across the night sky just over the rooftops: seated in the upper 55 % of the page (no wide
    // empty band between the sleigh and the village).
    expect(santa.layout).toBe('sleighRide');
    expect(santa.matched).toEqual(expect.arrayContaining(['sleigh', 'house']));
    expect(joinOf('Santa in his sleigh with reindeer at night', 'seat-in-sleigh').thing.y).toBeLessThan(3300 * 0.55);
  });

  it('sails a pirate’s ship on the sea with the pirate standing on its deck', () => {
    const metadata = metadataOf('a pirate on his ship', '9-12');
    expect(metadata.setting).toBe('ocean');
    expect(metadata.matched).toEqual(expect.arrayContaining(['pirate-ship']));
    expect(metadata.matched).not.toEqual(expect.arrayContaining(['house', 'tulip']));
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'feet-on-deck');
    expect(join).toBeDefined();
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThanOrEqual(12);
    // The pirate is the page's hero, large on the deck, but no giant with his head up by the mast tops (judges, round 6,
    // at 0.44; round 9 found him small in a corner at 0.3; round 13 found him as tall as the lower sail at 0.33+): about a
    // third of the mast; the ship is not reported undrawn.
    expect(metadata.leadHeightShare as number).toBeGreaterThanOrEqual(0.27);
    expect(metadata.leadHeightShare as number).toBeLessThanOrEqual(0.31);
    // He stands on the main deck behind its bulwark, his shins hidden, not on top of the stern castle's rail.
    const bulwark = (metadata.joins as Join[]).find((entry) => entry.what === 'legs-behind-bulwark')!;
    expect(bulwark.figure.y - bulwark.thing.y).toBeGreaterThan(100);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.layout).toBe('sea');
  });

  it('curls a sleeping cat up on a made bed, not a sofa', () => {
    const metadata = metadataOf('a cat sleeping on a bed at night', '3-5');
    expect(metadata.matched).toEqual(expect.arrayContaining(['bed', 'zzz', 'crescent-moon', 'window']));
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'asleep-on-bed');
    expect(join).toBeDefined();
    // Lying on the blanket: its underside at the blanket's top, not floating over the bed or sunk in it.
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThanOrEqual(30);
    expect(metadata.leadHeightShare as number).toBeGreaterThan(0.15);
    // Curled up on top of the blanket, its head over the pillow (tucked in under a drawn-up blanket it was a sack).
    const head = (metadata.joins as Join[]).find((entry) => entry.what === 'head-on-pillow');
    expect(head).toBeDefined();
    expect(Math.abs(head!.figure.x - head!.thing.x)).toBeLessThanOrEqual(60);
    expect(head!.thing.y - head!.figure.y).toBeGreaterThan(0);
    expect(metadata.layout).toBe('bedroom');
    expect((metadata.joins as Join[]).some((entry) => entry.what === 'blanket-draped')).toBe(false);
  });

  it('fills the snow under Santa\'s sleigh with rooftops standing low and large, not a blank band to the frame', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'Santa in his sleigh with reindeer at night', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The lowest house's foot: the lowest row with a long straight run of ink, well down in the snow.
    let lowest = 0;
    for (let y = 2400; y < 3100; y++) {
      let run = 0;
      for (let x = 200; x < 2350 && run <= 400; x++) run = data[y * info.width + x]! < 128 ? run + 1 : 0;
      if (run > 400) lowest = y;
    }
    expect(lowest).toBeGreaterThan(2760);
  }, 30_000);

  it('hangs a bedroom window with its curtains and rod clear of the frame', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a cat sleeping on a bed at night', ageGroup: '3-5' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // A strip of wall inside the frame's right side, beside the window, stays blank: the right curtain was cut by the frame.
    let ink = 0;
    for (let y = 300; y < 1300; y++) for (let x = 2290; x < 2355; x++) if (data[y * info.width + x]! < 128) ink++;
    expect(ink).toBe(0);
  }, 30_000);


  it('lays a sleeper\'s leaf heap on the ground with a bowed foot, not a straight cut-off base', () => {
    const { markup } = leafBed(1000, 2000, 900, 300, 9, 6);
    const mound = markup.match(/<path d="([^"]+)"/)![1]!;
    const ys = [...mound.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[2]));
    expect(Math.max(...ys)).toBeGreaterThan(2000 + 300 + 60);
  });

  it('gives two figures reading together one book between them, in a forest of trees', () => {
    const metadata = metadataOf('a dragon and an owl read a book together in the forest', '6-8');
    const shared = (metadata.joins as Join[]).filter((entry) => entry.what === 'shared-book');
    expect(shared).toHaveLength(2);
    expect(shared[0]!.thing).toEqual(shared[1]!.thing);
    // Between them: the book's middle lies between the two readers' chins, its top below both pairs of eyes (held
    // under the lower chin it hung at the shorter one's hips).
    const [a, b] = [shared[0]!.figure, shared[1]!.figure].sort((p, q) => p.x - q.x);
    expect(shared[0]!.thing.x).toBeGreaterThan(a!.x);
    expect(shared[0]!.thing.x).toBeLessThan(b!.x);
    // Both turned to it, faces ahead of their hips on its side (facing out, neither looked at it).
    const turned = (metadata.joins as Join[]).filter((entry) => entry.what === 'reader-turned');
    expect(turned).toHaveLength(2);
    expect(shared[0]!.thing.y).toBeGreaterThan(Math.max(...turned.map((reader) => reader.figure.y)));
    for (const reader of turned) expect((reader.figure.x - reader.thing.x) * Math.sign(shared[0]!.thing.x - reader.thing.x)).toBeGreaterThan(20);
    expect((metadata.joins as Join[]).some((entry) => entry.what === 'held-below-face')).toBe(false);
    // Held: a hand (or wing) of each at one of its outer edges, below its top.
    const hands = (metadata.joins as Join[]).filter((entry) => entry.what === 'shared-book-hand');
    expect(hands).toHaveLength(2);
    for (const hand of hands) {
      expect(Math.abs(hand.figure.x - hand.thing.x)).toBeLessThan(40);
      expect(hand.figure.y).toBeGreaterThan(shared[0]!.thing.y);
    }
    expect(hands[0]!.thing.x).not.toEqual(hands[1]!.thing.x);
    // Big enough to read as a book: a small one held out at arm's length between them read as being handed over (round 13).
    const [leftEdge, rightEdge] = hands.map((hand) => hand.thing.x).sort((p, q) => p - q);
    expect(rightEdge! - leftEdge!).toBeGreaterThan(2550 * 0.26);
    // The pair centred on the page as a whole, so a dragon's tail and wing behind one reader stay inside the frame.
    const span = (metadata.joins as Join[]).find((entry) => entry.what === 'shared-readers-span')!;
    expect(Math.abs((span.figure.x + span.thing.x) / 2 - 2550 / 2)).toBeLessThan(2550 * 0.02);
    expect(metadata.matched).toEqual(expect.arrayContaining(['evergreen-tree', 'deciduous-tree']));
    // Without "together" each reads their own.
    const apart = metadataOf('a dragon and an owl read a book in the forest', '6-8');
    expect((apart.joins as Join[]).filter((entry) => entry.what === 'shared-book')).toHaveLength(0);
  });

  it('sits two kids at a picnic across the basket from each other, each with something to eat, large on the page', () => {
    const metadata = metadataOf('two kids having a picnic in the park', '6-8');
    const held = (metadata.joins as Join[]).filter((entry) => entry.what.startsWith('held-'));
    expect(held).toHaveLength(2);
    expect(metadata.matched).toEqual(expect.arrayContaining(['picnic', 'cookie', 'red-apple']));
    expect(metadata.matched).not.toContain('path');
    expect(metadata.leadHeightShare as number).toBeGreaterThan(0.3);
  });

  it('keeps picnic kids\' feet apart in front of them, clear of the plate between them, not crossed over it', () => {
    const feet = (metadataOf('two kids having a picnic in the park', '6-8').joins as Join[]).filter((entry) => entry.what === 'picnic-foot');
    expect(feet).toHaveLength(2);
    const [left, right] = [...feet].sort((a, b) => a.figure.x - b.figure.x);
    expect(left!.thing.x - left!.figure.x).toBeGreaterThan(260);
    expect(right!.figure.x - right!.thing.x).toBeGreaterThan(260);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('sits picnic kids on the blanket with both shoes under the lap and the eating hand raised well above it (%s)', (ageGroup) => {
    const joins = metadataOf('two kids having a picnic in the park', ageGroup).joins as Join[];
    const feet = joins.filter((entry) => entry.what === 'picnic-feet');
    const laps = joins.filter((entry) => entry.what === 'picnic-lap');
    expect(feet).toHaveLength(2);
    expect(laps).toHaveLength(2);
    // Both on the blanket at the same height, the lead's seat where the blanket seats it.
    const seat = joins.find((entry) => entry.what === 'seat-on-seat')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(30);
    for (const lap of laps) expect(Math.abs(lap.thing.y - seat.figure.y)).toBeLessThan(30);
    feet.forEach(({ figure: back, thing: front }, index) => {
      const hips = laps[index]!.thing;
      // Side by side on the ground just below the seat, one either side of it: round 14 saw a shoe lying apart from the
      // boy on the blanket, round 15 a shin running from the raised snack down to a shoe beside the basket.
      expect(Math.abs(back.y - front.y)).toBeLessThan(20);
      for (const shoe of [back, front]) {
        expect(shoe.y - hips.y).toBeGreaterThan(0);
        expect(shoe.y - hips.y).toBeLessThan(260);
      }
      expect(Math.abs(back.x - front.x)).toBeLessThan(300);
      expect(Math.abs((back.x + front.x) / 2 - hips.x)).toBeLessThan(60);
      // The eating hand well above the lap, so the arm does not cross the legs.
      expect(hips.y - laps[index]!.figure.y).toBeGreaterThan(250);
    });
  });

  it('lays food on the blanket in front of the picnic kids, clear of their laps and of the basket', () => {
    const foods = (metadataOf('two kids having a picnic in the park', '6-8').joins as Join[]).filter((entry) => entry.what === 'picnic-food');
    // Round 13: with the kids filling the blanket, no food was left on it but the plate's bun.
    expect(foods.length).toBeGreaterThanOrEqual(2);
  });

  it('puts a snowman builder’s hand on the snowman, not in the air beside it', () => {
    const join = joinOf('a penguin builds a snowman in the snow', 'hand-on-built');
    expect(Math.abs(join.figure.x - join.thing.x)).toBeLessThan(260);
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(400);
  });

  it('gives picnic kids hand-sized snacks raised to the mouth, not food as big as their heads', () => {
    const held = (metadataOf('two kids having a picnic in the park', '6-8').joins as Join[]).filter((entry) => entry.what.startsWith('held-'));
    // Raised before the mouth, a hand-sized snack still starts below the chin (one the size of the head reached over it),
    // and up at the chin, not down in the lap.
    for (const join of held) expect(join.thing.y - join.figure.y).toBeGreaterThan(0);
    for (const join of held) expect(join.thing.y - join.figure.y).toBeLessThan(250);
  });

  it('sits picnic kids on the blanket either side of the basket, each snack held towards it, not on a chair through it', () => {
    const metadata = metadataOf('two kids having a picnic in the park', '6-8');
    const seats = (metadata.joins as Join[]).filter((entry) => entry.what === 'seat-on-seat');
    expect(seats).toHaveLength(1);
    const held = (metadata.joins as Join[]).filter((entry) => entry.what.startsWith('held-'));
    // Each holds its snack ahead of its face, towards the basket between them: the left one's to its right, the right one's to its left.
    const [left, right] = [...held].sort((a, b) => a.figure.x - b.figure.x);
    expect(left!.thing.x).toBeGreaterThan(left!.figure.x);
    expect(right!.thing.x).toBeLessThan(right!.figure.x);
  });

  it('lays a creature asleep out of doors on a heap of leaves, not on bare grass', () => {
    const metadata = metadataOf('a dragon sleeping at night', '6-8');
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'asleep-on-leaves');
    expect(join).toBeDefined();
    // Its underside sinks into the heap: below the heap's top, not floating over it, and deep enough that the paws
    // and feet lie on the leaves instead of hanging over the heap's front edge.
    expect(join!.figure.y - join!.thing.y).toBeGreaterThan(150);
  });

  it('puts a child asleep with no place named to bed in a bedroom, and leaves one asleep in the garden out of doors', () => {
    const indoors = metadataOf('a girl sleeping');
    expect(indoors.layout).toBe('bedroom');
    expect(indoors.matched).toContain('made-bed');
    const outdoors = metadataOf('a boy sleeping in the garden at night');
    expect(outdoors.layout).not.toBe('bedroom');
    expect((outdoors.joins as Join[]).some((entry) => entry.what === 'asleep-on-leaves')).toBe(true);
  });

  it('arches the rainbow a unicorn dances under over its head, the unicorn reared up', () => {
    const metadata = metadataOf('a unicorn dancing under a rainbow', '3-5');
    expect(metadata.matched).toEqual(expect.arrayContaining(['unicorn', 'rainbow', 'musical-note']));
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'under-rainbow');
    expect(join).toBeDefined();
    expect(join!.thing.y).toBeLessThan(join!.figure.y);
    // Under the arch the unicorn is still the page's subject.
    const { leadHeightShare } = metadata as { leadHeightShare: number };
    expect(leadHeightShare).toBeGreaterThan(0.3);
  });

  it('puts a steering wheel in a driver’s hands', () => {
    for (const description of ['a farmer driving a tractor on the farm', 'a firefighter driving a fire truck down the street']) {
      const metadata = metadataOf(description, '9-12');
      expect(metadata.matched, description).toContain('steering-wheel');
      const join = (metadata.joins as Join[]).find((entry) => entry.what === 'hands-on-wheel');
      expect(join, description).toBeDefined();
    }
    const tractor = joinOf('a farmer driving a tractor on the farm', 'hands-on-wheel');
    expect(Math.hypot(tractor.figure.x - tractor.thing.x, tractor.figure.y - tractor.thing.y)).toBeLessThan(150);
  });

  it('stands the wheel on a column down to the dashboard ahead of the driver, and has trees on a farm\'s far hills at 9-12', () => {
    const { body, metadata } = composeScene(planScene({ characters: [], title: '', description: 'a farmer driving a tractor on the farm', ageGroup: '9-12' }));
    const wheel = joinOf('a farmer driving a tractor on the farm', 'hands-on-wheel').thing;
    // The column is the shape drawn just before the wheel: from its hub down and ahead (the driver faces left), past the sill.
    const column = /<path d="([^"]+)"[^>]*\/><g transform="rotate\(18 /.exec(body);
    expect(column).not.toBeNull();
    const points = [...column![1]!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
    expect(Math.min(...points.map((point) => Math.hypot(point.x - wheel.x, point.y - wheel.y)))).toBeLessThan(40);
    expect(Math.max(...points.map((point) => point.y))).toBeGreaterThan(wheel.y + 60);
    expect(Math.min(...points.map((point) => point.x))).toBeLessThan(wheel.x - 60);
    // A broad-leaved tree or a fir: where the path keeps the bushes off, a fir may take the far trees' place.
    expect(metadata.matched.some((motif) => motif === 'deciduous-tree' || motif === 'evergreen-tree')).toBe(true);
  });

  it('puts a swing in a park with a bench beside it and trees behind, not on a bare lawn', () => {
    expect(metadataOf('a girl swinging in the park', '6-8').matched).toEqual(expect.arrayContaining(['swing-set', 'bench', 'deciduous-tree']));
  });

  it.each(['3-5', '6-8', '9-12'] as const)('closes the swinger\'s fist on the rope itself, not beside it (%s)', (ageGroup) => {
    // Slid back along the seat only so far, the older girl's fist sat a rope's width past it, floating (round 15).
    const hand = joinOf('a girl swinging in the park', 'hand-on-rope', ageGroup);
    expect(Math.hypot(hand.figure.x - hand.thing.x, hand.figure.y - hand.thing.y)).toBeLessThan(8);
    const seat = joinOf('a girl swinging in the park', 'seat-on-swing', ageGroup);
    expect(Math.hypot(seat.figure.x - seat.thing.x, seat.figure.y - seat.thing.y)).toBeLessThanOrEqual(20);
  });

  it('swings the swinger forward on its own swing, holding the rope', () => {
    const seat = joinOf('a girl swinging in the park', 'seat-on-swing');
    expect(Math.hypot(seat.figure.x - seat.thing.x, seat.figure.y - seat.thing.y)).toBeLessThanOrEqual(20);
    const hand = joinOf('a girl swinging in the park', 'hand-on-rope');
    const rope = joinOf('a girl swinging in the park', 'rope-to-seat');
    // One unbroken rope from the beam, above her hand, down to the seat's end; swung forward, so its foot is ahead of its top.
    expect(rope.figure.y).toBeLessThan(hand.figure.y - 300);
    expect(rope.thing.y).toBeGreaterThan(hand.figure.y + 100);
    expect(Math.hypot(rope.thing.x - seat.thing.x, rope.thing.y - seat.thing.y)).toBeLessThan(400);
    expect(rope.thing.x).toBeGreaterThan(rope.figure.x + 100);
    // The hand is on that rope, not beside it.
    expect(Math.hypot(hand.figure.x - hand.thing.x, hand.figure.y - hand.thing.y)).toBeLessThan(45);
    expect(hand.thing.y).toBeGreaterThan(rope.figure.y);
    expect(hand.thing.y).toBeLessThan(rope.thing.y);
    // Gripped at shoulder height, the feet together: with the hands in the lap the rope ran down beside the shin, and
    // the feet apart jumbled the legs (round 14).
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const joins = metadataOf('a girl swinging in the park', ageGroup).joins as Join[];
      const byNeck = joins.find((join) => join.what === 'hand-by-neck')!;
      const sat = joins.find((join) => join.what === 'seat-on-swing')!;
      expect(byNeck.figure.y - byNeck.thing.y, ageGroup).toBeLessThan((sat.figure.y - byNeck.thing.y) * 0.15);
      const feet = joins.find((join) => join.what === 'feet-together')!;
      expect(Math.hypot(feet.figure.x - feet.thing.x, feet.figure.y - feet.thing.y), ageGroup).toBeLessThan(40);
    }
  });

  it('fills the band of sky between a 6-8 flyer and the land with a bank of clouds', async () => {
    // Round 13 (29): a wide empty band of sky between the owl and the ground strip, a 3-5 page for 6-8.
    const page = await engine.scene({ characters: [], title: '', description: 'an owl flying in the sky', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const [from, to, inset] = [Math.round(info.height * 0.68), Math.round(info.height * 0.76), 320];
    let inked = 0;
    for (let x = inset; x < info.width - inset; x += 4) {
      for (let y = from; y < to; y += 2) {
        if (data[y * info.width + x]! < 128) {
          inked++;
          break;
        }
      }
    }
    expect(inked / ((info.width - 2 * inset) / 4)).toBeGreaterThan(0.7);
  });

  it('keeps the page of a flyer sky: land only along the bottom, nothing cut off by the sides of the frame above it', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'an owl flying in the sky', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const middle = Math.round(height / 2) * width;
    let left = 0;
    while (data[middle + left] !== 0) left++;
    while (data[middle + left] === 0) left++;
    let right = width - 1;
    while (data[middle + right] !== 0) right--;
    while (data[middle + right] === 0) right--;
    for (const column of [left + 6, right - 6]) {
      let highest = height;
      for (let y = height - 1; y >= 0; y--) if (data[y * width + column] === 0 && y > height * 0.08) highest = y;
      expect(highest / height, `column ${column}`).toBeGreaterThan(0.78);
    }
  });

  it('stands the castle a knight guards large behind him, a path leading to its gate', () => {
    const metadata = metadataOf('a knight guarding a castle', '9-12');
    expect(metadata.matched).toEqual(expect.arrayContaining(['castle', 'path']));
  });

  it.each(['6-8', '9-12'] as const)('stands a knight beside the gate he guards, not over it, the path leading into the gate (%s)', (ageGroup) => {
    // He stood to one side with his sword arm across the gate; the path, wider than the gate, met the wall beside it.
    const joins = metadataOf('a knight guarding a castle', ageGroup).joins as Join[];
    const [left, right] = [joins.find((join) => join.what === 'guard-by-gate-left')!, joins.find((join) => join.what === 'guard-by-gate-right')!];
    const gate = { left: left.thing.x, right: right.thing.x };
    const covered = Math.max(0, Math.min(left.figure.x, gate.right) - Math.max(right.figure.x, gate.left));
    expect(covered / (gate.right - gate.left)).toBeLessThan(0.5);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('stands the stove a chef cooks at against the counter, its foot on the counter line (%s)', (ageGroup) => {
    // It stood alone in the middle of a deep floor, far in front of the counter (round 13).
    const joins = metadataOf('a chef cooking in the kitchen', ageGroup).joins as Join[];
    const stove = joins.find((join) => join.what === 'stove-on-counter-line')!;
    expect(Math.abs(stove.figure.y - stove.thing.y)).toBeLessThan(10);
    const feet = joins.find((join) => join.what === 'feet-on-mat')!;
    expect(feet.figure.y).toBeGreaterThan(stove.figure.y);
  });

  it('fills a farm for older children with a fence and a path (a track and a ploughed field for a tractor), and no letter-like specks', () => {
    for (const [description, way] of [['cows in a field', 'path'], ['a farmer driving a tractor on the farm', 'ploughed-field']] as const) {
      const matched = metadataOf(description, '9-12').matched as string[];
      expect(matched, description).toEqual(expect.arrayContaining(['fence', way, 'barn']));
      expect(matched, description).not.toContain('sheaf-of-rice');
    }
    expect(metadataOf('a boy throwing a ball in the park', '9-12').matched).toContain('path');
    expect(metadataOf('cows in a field', '3-5').matched).not.toContain('path');
  });

  it('lays a sleeping dragon down in the open, with no castle nobody asked for', () => {
    const metadata = metadataOf('a dragon sleeping at night');
    expect(metadata.matched).toEqual(expect.arrayContaining(['dragon', 'zzz', 'crescent-moon']));
    expect(metadata.matched).not.toContain('castle');
    // Lying down, not sitting up: the figure is low on the page.
    expect(metadata.leadHeightShare as number).toBeLessThan(0.4);
  });

  it('keeps a pitch clear of flowers and tufts', () => {
    const matched = metadataOf('a boy playing soccer in the stadium', '9-12').matched as string[];
    expect(matched).toEqual(expect.arrayContaining(['stadium-stands', 'soccer-goal']));
    expect(matched.filter((motif) => /flower|tulip|blossom|sunflower|grass/.test(motif))).toEqual([]);
  });

  it('puts things of its place on a bare pitch, road or floor under the figures, not an empty band (round 12)', () => {
    const cases: Array<[string, AgeGroup, string[]]> = [
      ['a boy playing soccer in the stadium', '9-12', ['traffic-cone', 'corner-flag']],
      ['a firefighter driving a fire truck down the street', '6-8', ['manhole']],
      // Round 13 (28): a lab's things, not a storeroom's cardboard boxes dotted over the tiles.
      ['a scientist in a laboratory', '9-12', ['fire-extinguisher', 'chair']],
    ];
    for (const [description, ageGroup, things] of cases) {
      expect(metadataOf(description, ageGroup).matched as string[], description).toEqual(expect.arrayContaining(things));
    }
    expect(metadataOf('a scientist in a laboratory', '9-12').matched).not.toContain('cardboard-box');
  });

  it('saddles a ridden horse, unicorn or dragon, the rider’s near foot in its stirrup', () => {
    for (const description of ['a girl riding a horse on the beach', 'a boy riding a unicorn', 'a boy riding a dragon']) {
      const seat = joinOf(description, 'seat-on-saddle');
      const stirrup = joinOf(description, 'foot-in-stirrup');
      // The sole stands on the stirrup's tread, well down the flank below the seat, not on the mount's back.
      expect(Math.abs(stirrup.figure.y - stirrup.thing.y), description).toBeLessThanOrEqual(20);
      expect(stirrup.thing.y - seat.figure.y, description).toBeGreaterThan(150);
    }
  });

  it('seats a rider astride in every age group: hips on the mount’s back, the near thigh forward along the flank, the knee bent down to the stirrup', () => {
    const rides = ['a girl riding a horse on the beach', 'a boy riding a pony', 'a princess riding a unicorn', 'a boy riding a dragon'];
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      for (const description of rides) {
        const joins = metadataOf(description, ageGroup).joins as Join[];
        const seat = joins.find((join) => join.what === 'seat-on-saddle')!;
        const foot = joins.find((join) => join.what === 'foot-in-stirrup')!;
        const label = `${description} ${ageGroup}`;
        expect(Math.hypot(seat.figure.x - seat.thing.x, seat.figure.y - seat.thing.y), label).toBeLessThanOrEqual(16);
        // A leg hung straight down from the hip put the foot under the seat and the rider read as standing.
        const drop = foot.figure.y - seat.figure.y;
        expect(foot.figure.x - seat.figure.x, label).toBeGreaterThan(drop * 0.3);
        expect(drop, label).toBeGreaterThan(0);
      }
    }
  });

  it('seats the rider astride a dragon’s back', () => {
    const join = joinOf('a boy riding a dragon', 'seat-on-saddle');
    expect(Math.hypot(join.figure.x - join.thing.x, join.figure.y - join.thing.y)).toBeLessThanOrEqual(12);
    expect(metadataOf('a boy riding a dragon', '9-12').figures).toBe(2);
  });

  it('walks a ridden dragon large on the ground, with no path under it to end behind its back', () => {
    for (const ageGroup of ['6-8', '9-12'] as const) {
      const metadata = metadataOf('a boy riding a dragon', ageGroup);
      expect(metadata.matched as string[], ageGroup).not.toContain('path');
      // Flying low, its legs floated over the land with nothing under them.
      const ground = (metadata.joins as Join[]).find((join) => join.what === 'steed-on-ground')!;
      expect(Math.abs(ground.figure.y - ground.thing.y), ageGroup).toBeLessThanOrEqual(40);
      // The saddle in the page's lower half: the steed reaches down into the lower third, not a strip mid-page.
      const seat = (metadata.joins as Join[]).find((join) => join.what === 'seat-on-saddle')!;
      expect(seat.thing.y, ageGroup).toBeGreaterThan(3300 * 0.55);
    }
    expect(metadataOf('a girl riding a horse in the park', '9-12').matched as string[]).toContain('path');
  });

  it('keeps a rainbow whole inside the frame', () => {
    const art = { x: 230, y: 230, width: 2090, height: 2840 };
    for (const horizon of [0.3, 0.44, 0.5, 0.62]) {
      const { box } = rainbowInFrame(art, art.y + art.height * horizon, 9, 5);
      expect(box.x).toBeGreaterThanOrEqual(art.x);
      expect(box.y).toBeGreaterThanOrEqual(art.y);
      expect(box.x + box.width).toBeLessThanOrEqual(art.x + art.width);
    }
  });

  it('holds books and the like below the face', () => {
    for (const description of ['a dragon reading a book in the library', 'a girl reading a book in the park', 'a bear holding an apple']) {
      const join = joinOf(description, 'held-below-face');
      expect(join.thing.y, description).toBeGreaterThanOrEqual(join.figure.y);
    }
  });

  it.each(['a boy throwing a ball in the park', 'a bear throwing a ball', 'a grandpa throwing a ball'])('winds up a throw with the ball in the raised hand above the shoulder, behind the head: %s', (description) => {
    // Held out ahead at arm's length, it read as showing the ball, not throwing it (three rounds of judges).
    const thrown = joinOf(description, 'ball-from-hand');
    expect(Math.hypot(thrown.thing.x - thrown.figure.x, thrown.thing.y - thrown.figure.y)).toBeLessThan(300);
    expect(thrown.thing.y).toBeLessThan(thrown.figure.y);
    // A lone thrower faces right: the ball is up beyond the back of the head, on the left.
    const behind = joinOf(description, 'ball-behind-head');
    expect(behind.thing.y).toBeLessThan(behind.figure.y);
    expect(behind.thing.x).toBeLessThanOrEqual(behind.figure.x);
  });

  it('shows the verb where the thing meets the tool', () => {
    const painting = joinOf('a robot painting a picture', 'brush-on-canvas');
    expect(painting.thing.x).toBeGreaterThan(painting.figure.x);
    const fishing = joinOf('a boy fishing by the lake', 'line-in-water');
    expect(fishing.thing.y).toBeGreaterThan(fishing.figure.y);
    expect(joinOf('a boy fishing on a bridge', 'line-in-water').thing.y).toBeGreaterThan(joinOf('a boy fishing on a bridge', 'line-in-water').figure.y);
    // The microphone held in the hand, its head at the near corner of the mouth with the mouth showing whole beside it:
    // not on the chin below it with a stand running down through the body (round 13), nor at the chest (round 11).
    for (const ageGroup of ['3-5', '9-12'] as const) {
      const singing = joinOf('a girl singing on a stage', 'mic-at-mouth', ageGroup);
      expect(singing.thing.y - singing.figure.y).toBeGreaterThan(0);
      expect(singing.thing.y - singing.figure.y).toBeLessThan(160);
      expect(singing.thing.x - singing.figure.x).toBeGreaterThan(90);
      expect(singing.thing.x - singing.figure.x).toBeLessThan(260);
      const held = joinOf('a girl singing on a stage', 'mic-in-hand', ageGroup);
      expect(held.figure.y).toBeGreaterThan(held.thing.y);
      expect(Math.hypot(held.figure.x - held.thing.x, held.figure.y - held.thing.y)).toBeLessThan(350);
    }
    // A dog sings at a mic on its stand: held, the mic covered its snout with its handle down to a paw.
    expect(joinOf('a dog singing on a stage', 'mic-stand').thing.y).toBeGreaterThan(joinOf('a dog singing on a stage', 'mic-stand').figure.y);
    expect(() => joinOf('a dog singing on a stage', 'mic-in-hand')).toThrow();
    // The spoon's bowl down in the pot below its rim, the stirring hand above the rim (the bowl sat over the rim).
    for (const description of ['a chef cooking in the kitchen', 'a grandma cooking soup']) {
      const spoon = joinOf(description, 'spoon-in-pot');
      const rim = joinOf(description, 'pot-rim');
      expect(spoon.thing.y, description).toBeGreaterThan(rim.thing.y);
      expect(spoon.figure.y, description).toBeLessThan(rim.thing.y);
    }
    // The other hand holds the pan by its handle, between the handle's end and the rim (round 10: it floated in front of the chef).
    for (const [description, ageGroup] of [['a chef cooking in the kitchen', '9-12'], ['a grandma cooking soup', '6-8']] as const) {
      const grip = joinOf(description, 'hand-on-pan-handle', ageGroup);
      const rim = joinOf(description, 'pot-rim', ageGroup);
      expect(grip.figure.x, description).toBeGreaterThan(grip.thing.x);
      expect(grip.figure.x, description).toBeLessThan(rim.thing.x);
      expect(Math.abs(grip.figure.y - rim.thing.y), description).toBeLessThan(250);
    }
    // The rolling pin's ends stand out past both fists, so the hands are seen on a pin, not on a blob of dough (round 10),
    // the fists round its handles (round 11: on its body, they hid it).
    const left = joinOf('a grandma and a boy baking cookies', 'pin-end-left');
    const right = joinOf('a grandma and a boy baking cookies', 'pin-end-right');
    expect(left.figure.x - left.thing.x).toBeGreaterThan(70);
    expect(right.thing.x - right.figure.x).toBeGreaterThan(70);
    expect(left.figure.x - left.thing.x).toBeLessThan(150);
    expect(right.thing.x - right.figure.x).toBeLessThan(150);
    // Its body as thick as a fist is tall, so it shows above and below the fists (round 13, 17: thinner, they hid it).
    const across = joinOf('a grandma and a boy baking cookies', 'pin-across');
    expect(across.thing.y - across.figure.y).toBeGreaterThan(110);
    // The floor's seams clear of the feet and the spoon's end (round 13, 17: one ran into its tip, others behind the feet).
    const seam = joinOf('a grandma and a boy baking cookies', 'floor-seam-nearest');
    expect(seam.thing.x - seam.figure.x).toBeGreaterThan(40);
    // A test tube held up beside the face, its top above the chin and well out to the side (held before the chest it read as a tie).
    const tube = joinOf('a scientist in a laboratory', 'held-beside-face', '9-12');
    expect(tube.thing.y).toBeLessThan(tube.figure.y);
    expect(Math.abs(tube.thing.x - tube.figure.x)).toBeGreaterThan(250);
    expect(metadataOf('a chef cooking in the kitchen').matched).toEqual(expect.arrayContaining(['stove', 'pot-of-food']));
    expect(metadataOf('a grandma and a boy baking cookies').matched).toEqual(expect.arrayContaining(['table', 'cookie', 'stove']));
  });

  it('floats three separate ducks side by side on the pond, each a whole body', () => {
    const afloat = (metadataOf('three ducks swimming in a pond', '3-5').joins as Join[]).filter((join) => join.what === 'afloat');
    expect(afloat).toHaveLength(3);
    const xs = afloat.map((join) => join.figure.x).sort((a, b) => a - b);
    // Far enough apart that no two share a hull (a duck is about 700 px long here), near enough to overlap a little.
    expect(xs[1]! - xs[0]!).toBeGreaterThan(400);
    expect(xs[2]! - xs[1]!).toBeGreaterThan(400);
    // The water line crosses each body near its keel, not its middle.
    for (const join of afloat) expect(join.figure.y - join.thing.y).toBeLessThan(120);
    // No two the same size, as identical rubber ducks were (round 13): the keel's depth below the water line goes with it.
    const depths = afloat.map((join) => join.figure.y - join.thing.y).sort((a, b) => a - b);
    expect(depths[1]! - depths[0]!).toBeGreaterThan(depths[0]! * 0.03);
    expect(depths[2]! - depths[1]!).toBeGreaterThan(depths[1]! * 0.03);
  });

  it('hugs with an arm round the other, side by side', () => {
    const join = joinOf('two bunnies hugging in the meadow', 'hug');
    expect(Math.abs(join.figure.x - join.thing.x)).toBeLessThan(250);
    // Over the other's shoulder, well above its hips, not clasping the other hand low in front.
    expect(join.thing.y - join.figure.y).toBeGreaterThan(350);
  });

  it('gives a garden a fence and flower beds', () => {
    for (const ageGroup of ['3-5', '9-12'] as const) expect(metadataOf('a dog jumping in the garden', ageGroup).matched).toEqual(expect.arrayContaining(['fence', 'flower-bed']));
    expect(metadataOf('a dog jumping in the park').matched).not.toContain('fence');
  });

  it('stands a figure on top of a hill the words name', () => {
    expect(metadataOf('a girl flying a kite on a hill', '3-5').matched).toContain('hill');
    expect(metadataOf('a girl flying a kite in the park', '3-5').matched).not.toContain('hill');
    // A describing word before it left the hill undrawn and the page said "Couldn't draw: hill".
    const windy = metadataOf('a girl flying a kite on a windy hill', '9-12');
    expect(windy.matched).toContain('hill');
    expect(windy.notDrawn).not.toContain('hill');
    expect(metadataOf('a girl on a swing by the hill', '6-8').matched).not.toContain('hill');
    for (const words of ['kids sledding down a snowy hill', 'a bunny hopping over the hill']) expect(metadataOf(words).notDrawn, words).toEqual([]);
  });

  it('keeps the figures on the lawn when a rainbow is over the hill, the hills behind being the hill', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const over = metadataOf('a unicorn dancing under a rainbow over the hill', ageGroup);
      expect(over.notDrawn).toEqual([]);
      // Where it stands under the arch, as with no hill named: up on one, it stood small on a hilltop under a rainbow afloat.
      expect(joinOf('a unicorn dancing under a rainbow over the hill', 'under-rainbow', ageGroup).figure).toEqual(joinOf('a unicorn dancing under a rainbow', 'under-rainbow', ageGroup).figure);
    }
  });

  it('draws a house the words name instead of saying it could not', () => {
    for (const words of ['a cat in front of a house', 'a little cottage in the woods']) {
      for (const ageGroup of ['3-5', '9-12'] as const) {
        const metadata = metadataOf(words, ageGroup) as { matched: string[]; notDrawn: string[] };
        expect(metadata.matched, `${words} ${ageGroup}`).toContain('cottage');
        expect(metadata.notDrawn, `${words} ${ageGroup}`).toEqual([]);
      }
    }
    // Inside a house, or a dog's house, is not a cottage seen from its garden; on a street no path crosses the road.
    for (const words of ['a cat sleeping in the house', 'a dog in the dog house']) expect(metadataOf(words).matched as string[], words).not.toContain('cottage');
    expect(metadataOf('a girl walking down the street past a house', '9-12').matched as string[]).not.toContain('path');
  });

  it('draws the small things and beings the words name instead of saying it could not', () => {
    const named: Array<[string, string[]]> = [
      ['a dog with a bone', ['dog', 'bone']],
      ['a bee on a sunflower', ['honeybee', 'sunflower']],
      ['a kitten playing with yarn', ['cat', 'yarn']],
      ['a puppy playing with a ball', ['dog', 'soccer-ball']],
      ['a caterpillar eating an apple', ['bug', 'red-apple']],
      ['a happy hippo', ['hippopotamus']],
      ['a witch on a broomstick', ['person-mage', 'broom']],
      ['a boy and his dad fishing', ['boy', 'person', 'fishing-pole']],
      // A bear standing up is narrow: it keeps the middle, and both its things still fit either side.
      ['a bear having a birthday party', ['bear', 'birthday-cake', 'party-popper']],
    ];
    for (const [words, things] of named) {
      for (const ageGroup of ['3-5', '9-12'] as const) {
        const metadata = metadataOf(words, ageGroup) as { matched: string[]; notDrawn: string[] };
        expect(metadata.notDrawn, `${words} ${ageGroup}`).toEqual([]);
        for (const thing of things) expect(metadata.matched, `${words} ${ageGroup}`).toContain(thing);
      }
    }
  });

  it('swaps in no horse under a rider of what cannot be ridden, but keeps it for a ride with no steed named', () => {
    for (const [words, thing] of [['a dog riding a skateboard', 'skateboard'], ['a boy riding a dinosaur', 't-rex'], ['a girl riding a dolphin', 'dolphin']]) {
      const metadata = metadataOf(words!, '6-8') as { matched: string[]; notDrawn: string[] };
      expect(metadata.matched, words).toContain(thing);
      expect(metadata.matched, words).not.toContain('horse');
      expect(metadata.notDrawn, words).toEqual([]);
    }
    for (const words of ['a knight riding in the forest', 'a girl riding on the beach', 'a girl riding a big brown horse']) expect(metadataOf(words, '6-8').matched, words).toContain('horse');
    expect(metadataOf('little red riding hood and the wolf', '6-8').matched).not.toContain('horse');
  });

  it('draws a tent, a volcano, a cave or a windmill the words name instead of saying it could not', () => {
    const named = [['kids camping in a tent', 'camping-tent'], ['a dinosaur near a volcano', 'smoking-volcano'], ['a bear sleeping in a cave', 'rocky-cave'], ['a windmill on a farm', 'windmill']];
    for (const [words, prop] of named) {
      for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
        const metadata = metadataOf(words!, ageGroup) as { matched: string[]; notDrawn: string[] };
        expect(metadata.matched, `${words} ${ageGroup}`).toContain(prop);
        expect(metadata.notDrawn, `${words} ${ageGroup}`).toEqual([]);
      }
    }
    // Inside a house, or a dog's house, is not a cottage seen from its garden; on a street no path crosses the road.
    for (const words of ['a cat sleeping in the house', 'a dog in the dog house']) expect(metadataOf(words).matched as string[], words).not.toContain('cottage');
    expect(metadataOf('a girl walking down the street past a house', '9-12').matched as string[]).not.toContain('path');
  });

  it('draws a hot air balloon the words name flying large in a sky of its own, not "Couldn\'t draw" over a meadow', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = metadataOf('a hot air balloon over the hills', ageGroup) as { matched: string[]; notDrawn: string[]; layout: string };
      expect(metadata.matched[0], ageGroup).toBe('hot-air-balloon');
      expect(metadata.layout, ageGroup).toBe('sky');
      expect(metadata.notDrawn, ageGroup).not.toContain('hot air balloon');
    }
    // With someone in the words the balloon is still drawn, up in their sky.
    expect(metadataOf('a girl in a hot air balloon').matched as string[]).toContain('hot-air-balloon');
  });

  it('draws a submarine the words name sailing large through the sea, where the page said "Couldn\'t draw: submarine"', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = metadataOf('a yellow submarine under the sea', ageGroup) as { matched: string[]; notDrawn: string[]; layout: string };
      expect(metadata.matched[0], ageGroup).toBe('submarine');
      expect(metadata.layout, ageGroup).toBe('underwater');
      expect(metadata.notDrawn, ageGroup).toEqual([]);
    }
    // "A submarine" alone is under the sea too, not parked on a lawn.
    expect(metadataOf('a submarine').layout).toBe('underwater');
  });

  it('draws a digger the words name, not a farm tractor, with a driver in its cab holding the wheel', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const matched = metadataOf('a digger on a building site', ageGroup).matched as string[];
      expect(matched[0], ageGroup).toBe('digger');
      expect(matched, ageGroup).not.toContain('tractor');
    }
    const driven = metadataOf('a boy driving a digger') as { matched: string[]; joins: Join[] };
    expect(driven.matched).toContain('digger');
    expect(driven.joins.map((join) => join.what)).toContain('hands-on-wheel');
  });

  it('draws a starfish the words name large on the sand, not a star in the sky', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const matched = metadataOf('a starfish on the beach', ageGroup).matched as string[];
      expect(matched[0], ageGroup).toBe('sea-star');
      expect(matched, ageGroup).not.toContain('star');
    }
  });

  it('draws a gingerbread house the words name, not a plain cottage', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const matched = metadataOf('a gingerbread house', ageGroup).matched as string[];
      expect(matched[0], ageGroup).toBe('gingerbread-house');
      expect(matched, ageGroup).not.toContain('cottage');
    }
  });

  it('draws a treasure map the words name, not a gem for its "treasure"', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = metadataOf('a treasure map', ageGroup);
      expect((metadata.matched as string[])[0], ageGroup).toBe('treasure-map');
      expect(metadata.matched, ageGroup).not.toContain('gem-stone');
      expect(metadata.notDrawn, ageGroup).toEqual([]);
    }
  });

  it('draws a witch\'s cauldron the words name beside her, where the page could not draw it', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = metadataOf('a witch with a cauldron', ageGroup);
      expect(metadata.matched, ageGroup).toContain('cauldron');
      expect(metadata.notDrawn, ageGroup).toEqual([]);
    }
  });

  it('draws a bowl of fruit the words name, not a steaming bowl of soup', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const matched = metadataOf('a bowl of fruit', ageGroup).matched as string[];
      expect(matched[0], ageGroup).toBe('fruit-bowl');
      expect(matched, ageGroup).not.toContain('steaming-bowl');
    }
  });

  it('draws a monster truck the words name on its huge wheels, not a plain pickup', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const matched = metadataOf('a monster truck', ageGroup).matched as string[];
      expect(matched[0], ageGroup).toBe('monster-truck');
      expect(matched, ageGroup).not.toContain('pickup-truck');
    }
    expect((metadataOf('a boy driving a monster truck') as { joins: Join[] }).joins.map((join) => join.what)).toContain('hands-on-wheel');
  });

  it('draws the everyday things the words name, each composed, where the page said "Couldn\'t draw" or swapped in another', () => {
    const things: Array<[string, string[], string[]]> = [
      ['a cat sleeping on a pillow', ['cat', 'cushion'], []],
      ['a hamster in a cage', ['hamster-cage'], ['hamster', 'cage']],
      ['a fish in a fishbowl', ['fishbowl'], ['fish', 'coral']],
      ['a bird in a birdhouse', ['birdhouse'], ['bird']],
      ['a cupcake with sprinkles', ['sprinkled-cupcake'], ['cupcake']],
      ['a bowl of cereal', ['cereal-bowl'], ['steaming-bowl']],
      ['a boy with a lunchbox', ['boy', 'lunchbox'], []],
      ['a boy playing with blocks', ['boy', 'letter-blocks'], []],
      ['a girl with a bucket and spade', ['girl', 'bucket-and-spade', 'sea'], []],
      ['a boy with a surfboard', ['boy', 'surfboard', 'sea'], []],
      ['a raccoon in a trash can', ['raccoon-in-trash-can'], ['raccoon', 'trash-can']],
      ['a panda eating bamboo', ['panda', 'held-bamboo', 'bamboo'], ['red-apple']],
      ['an elf making toys', ['person-elf', 'toy-workbench'], ['sandcastle']],
      ['a stocking by the fireplace', ['fireplace'], []],
    ];
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      for (const [words, drawn, notShown] of things) {
        const metadata = metadataOf(words, ageGroup) as { matched: string[]; notDrawn: string[] };
        expect(metadata.notDrawn, `${words} ${ageGroup}`).toEqual([]);
        expect(metadata.matched, `${words} ${ageGroup}`).toEqual(expect.arrayContaining(drawn));
        for (const motif of notShown) expect(metadata.matched, `${words} ${ageGroup}`).not.toContain(motif);
      }
    }
  });

  it('curls a cat asleep on the pillow the words name on top of it, not on leaves beside it', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const { figure, thing } = joinOf('a cat sleeping on a pillow', 'asleep-on-cushion', ageGroup);
      // The cat's foot sunk a little into the cushion's puffed top, in its middle.
      expect(figure.y - thing.y, ageGroup).toBeGreaterThan(0);
      expect(figure.y - thing.y, ageGroup).toBeLessThan(120);
      expect(Math.abs(figure.x - thing.x), ageGroup).toBeLessThan(60);
    }
    expect(metadataOf('a cat sleeping on a pillow').matched as string[]).not.toContain('fallen-leaf');
  });

  it('puts a cane of the bamboo a panda eats in its paws, below its face, the clump growing beside it', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const { figure, thing } = joinOf('a panda eating bamboo', 'held-below-face', ageGroup);
      expect(thing.y, ageGroup).toBeGreaterThanOrEqual(figure.y);
    }
  });

  it('keeps a cage or a trash can the words name without a hamster or raccoon empty, beside what they do name', () => {
    for (const [words, thing, housed] of [['a bird in a cage', 'cage', 'hamster-cage'], ['a boy with a trash can', 'trash-can', 'raccoon-in-trash-can']] as const) {
      const metadata = metadataOf(words) as { matched: string[]; notDrawn: string[] };
      expect(metadata.matched, words).toContain(thing);
      expect(metadata.matched, words).not.toContain(housed);
      expect(metadata.notDrawn, words).toEqual([]);
    }
  });

  it('draws a doghouse the words name behind its dog, where the page said "Couldn\'t draw: doghouse"', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      for (const words of ['a dog in his doghouse', 'a dog by the dog house']) {
        const metadata = metadataOf(words, ageGroup) as { matched: string[]; notDrawn: string[] };
        expect(metadata.matched, `${words} ${ageGroup}`).toEqual(expect.arrayContaining(['dog', 'doghouse']));
        expect(metadata.notDrawn, `${words} ${ageGroup}`).toEqual([]);
      }
    }
  });

  it('rests a pirate ship under the sea on the sea floor, where only a submarine sails afloat in the open water', () => {
    /** Where the lone thing's keel is, as a share of the page's height. */
    const keelShare = (description: string, name: string): number => {
      const { body } = composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' }));
      const { box } = drawnProp(body, name, 'medium')!;
      return (box.y + box.height) / 3300;
    };
    // The ship sailed in the open water above the seaweed with its sails up, as if afloat.
    expect(keelShare('a pirate ship under the sea', 'pirate-ship')).toBeGreaterThan(0.75);
    expect(keelShare('a yellow submarine under the sea', 'submarine')).toBeLessThan(0.65);
  });

  it('gives each indoor place its own back wall', async () => {
    const library = metadataOf('a dragon reading a book in the library', '9-12').matched as string[];
    const kitchen = metadataOf('a chef cooking in the kitchen', '9-12').matched as string[];
    const lab = metadataOf('a scientist in a laboratory', '9-12').matched as string[];
    expect(library).toEqual(expect.arrayContaining(['bookshelf', 'ladder', 'lamp']));
    expect(kitchen).toEqual(expect.arrayContaining(['counter', 'fridge', 'cupboard', 'stove']));
    expect(lab).toEqual(expect.arrayContaining(['lab-bench', 'bottle']));
    // No living-room furniture in any of them.
    for (const matched of [library, kitchen, lab]) expect(matched.filter((motif) => ['framed-picture', 'potted-plant'].includes(motif))).toEqual([]);
    // The wall above the figures differs: most of its dark pixels are not shared.
    const wallOf = async (description: string): Promise<Buffer> => {
      const page = await engine.scene({ characters: [], title: '', description, ageGroup: '6-8' });
      return sharp(page.png).extract({ left: 300, top: 300, width: 1950, height: 700 }).toColourspace('b-w').raw().toBuffer();
    };
    const [a, b] = [await wallOf('a dragon in the library'), await wallOf('a dragon in the kitchen')];
    let differing = 0;
    let dark = 0;
    for (let index = 0; index < a.length; index++) {
      if (a[index] === 0 || b[index] === 0) dark++;
      if (a[index] !== b[index]) differing++;
    }
    expect(differing / dark).toBeGreaterThan(0.6);
  });

  it('draws space as planets and stars with no ground', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = metadataOf('an astronaut flying past the planets', ageGroup);
      expect(metadata.layout).toBe('space');
      expect(metadata.matched as string[], ageGroup).toEqual(expect.arrayContaining(['planet', 'ringed-planet']));
      // Nothing lies on a ground that space does not have.
      expect((metadata.matched as string[]).filter((motif) => ['rock', 'gem-stone'].includes(motif)), ageGroup).toEqual([]);
    }
  });

  it.each(['6-8', '9-12'] as const)('spreads the planets above and below a flyer, with one ringed planet only (%s)', (ageGroup) => {
    // Round 11: planets crowded into the bottom third, an empty band beside the astronaut, and Saturn twice.
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'an astronaut flying past the planets', ageGroup }));
    const bodies = [...body.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#fff"/g)].map((match) => ({ y: Number(match[2]), r: Number(match[3]) })).filter((circle) => circle.r > 110);
    expect(bodies.filter((circle) => circle.y < 3300 / 2).length).toBeGreaterThanOrEqual(2);
    expect(bodies.filter((circle) => circle.y > 3300 / 2).length).toBeGreaterThanOrEqual(2);
    // A ring is one path with a hole, its body and its inner edge.
    expect(body.match(/Z" fill-rule="evenodd" fill="#fff"/g) ?? []).toHaveLength(1);
    // Stars only, no black dots too small to colour.
    expect(body).not.toMatch(/<circle [^>]*fill="#000"/);
  });

  it('trails speed lines behind a wingless flyer, below and behind its hips away from the way it flies, and none behind wings', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      // Round 10 saw the astronaut float with nothing to show it flying past.
      const { figure: hips, thing: lines } = joinOf('an astronaut flying past the planets', 'flight-lines', ageGroup);
      expect(lines.y, ageGroup).toBeGreaterThan(hips.y);
      expect(lines.x, ageGroup).toBeLessThan(hips.x);
    }
    expect((metadataOf('an owl flying in the sky', '6-8').joins as Join[]).some((entry) => entry.what === 'flight-lines')).toBe(false);
  });

  it('leaves no large empty areas for 6-8 and 9-12', async () => {
    const scenes: Array<[string, AgeGroup]> = [
      ['a boy throwing a ball in the park', '9-12'],
      ['a knight guarding a castle', '9-12'],
      ['a pirate on his ship', '9-12'],
      ['cows in a field', '6-8'],
      ['a girl swinging in the park', '6-8'],
      ['an astronaut flying past the planets', '6-8'],
    ];
    for (const [description, ageGroup] of scenes) {
      const page = await engine.scene({ characters: [], title: '', description, ageGroup });
      // At most a tenth of the page's cells (each about 2 × 2.3 cm) with nothing in them.
      expect(await blankCells(page.png), description).toBeLessThanOrEqual(8);
    }
  }, 60_000);

  it('stands a princess waving from her castle on its balcony in scale with it, feet on its floor', () => {
    const metadata = metadataOf('a princess waving from her castle');
    // Judges found her a speck well under 0.3 of the frame, then a giant at 0.4 with a head as wide as a tower,
    // then at 0.33 small again (only her top half shows over the railing): a third of the frame, framed by the doorway.
    expect(metadata.leadHeightShare as number).toBeGreaterThanOrEqual(0.33);
    expect(metadata.leadHeightShare as number).toBeLessThanOrEqual(0.39);
    const join = joinOf('a princess waving from her castle', 'feet-on-balcony');
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(40);
  });

  it.each(['a princess in a castle tower', 'a princess in the tower', 'a princess at the tower window', 'a princess looking out of a tower'])('puts "%s" up on the castle keep’s balcony, not on the path before it', (description) => {
    // Judging 23 found her standing outside the castle on its path, a tower's roof line behind her head.
    const join = joinOf(description, 'feet-on-balcony');
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(40);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('rests a princess’s hanging hand on her balcony’s railing, drawn whole over its top (%s)', (ageGroup) => {
    const join = joinOf('a princess waving from her castle', 'hand-on-railing', ageGroup);
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(160);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('keeps a princess waving from her castle smaller than it, inside its doorway (%s)', (ageGroup) => {
    const joins = metadataOf('a princess waving from her castle', ageGroup).joins as Join[];
    const find = (what: string): Join => joins.find((join) => join.what === what)!;
    const [feet, doorway, top, foot] = [find('feet-on-balcony'), find('head-in-doorway'), find('castle-over-head'), find('castle-foot')];
    // Round 9's judges found her a giant, taller than the keep she stood in: the keep now rises above her head.
    expect(doorway.figure.y).toBeGreaterThan(doorway.thing.y);
    const height = feet.figure.y - top.figure.y;
    const castle = foot.thing.y - top.thing.y;
    expect(height).toBeLessThan(castle * 0.4);
    expect(top.figure.y - top.thing.y).toBeGreaterThan(height * 0.5);
  });

  it('stands the princess castle on grass with a path to its door, not on a bare line', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a princess waving from her castle', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Between the castle's foot and the frame, below its door, there was nothing; now the path's edges run there.
    let ink = 0;
    for (let y = 2960; y < 3060; y++) for (let x = 1000; x < 1550; x++) if (data[y * info.width + x]! < 128) ink++;
    expect(ink).toBeGreaterThan(400);
  }, 30_000);

  it('stands the far bulrushes of a swimmers pond behind its rim and the near ones on the bank in front of it', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'three ducks swimming in a pond', ageGroup: '3-5' }));
    const pond = /<path d="(M[\d. ]+Q[^"]{200,}Z)" fill="#fff"/.exec(body)!;
    const ys = [...pond[1]!.matchAll(/[\d.]+ ([\d.]+)/g)].map((match) => Number(match[1]));
    const [far, near] = [Math.min(...ys), Math.max(...ys)];
    const stalks = [...body.matchAll(/<path d="M[\d.]+ ([\d.]+)L[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z"/g)].map((match) => ({ at: match.index, foot: Number(match[1]) }));
    const behind = stalks.filter((stalk) => stalk.foot < (far + near) / 2);
    const inFront = stalks.filter((stalk) => stalk.foot > near);
    expect(behind.length).toBeGreaterThanOrEqual(4);
    expect(inFront.length).toBeGreaterThanOrEqual(4);
    // Behind: the rim runs unbroken in front of their stalks. In front: their feet on the near bank, drawn over the water.
    for (const stalk of behind) expect(stalk.at).toBeLessThan(pond.index);
    for (const stalk of inFront) expect(stalk.at).toBeGreaterThan(pond.index);
  });

  it('draws a swimmers pond as a wide band of water seen in perspective, not an oval from above', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'three ducks swimming in a pond', ageGroup: '3-5' }));
    const pond = /<path d="(M[\d. ]+Q[^"]{200,}Z)" fill="#fff"/.exec(body)![1]!;
    const xs = [...pond.matchAll(/([\d.]+) [\d.]+/g)].map((match) => Number(match[1]));
    const ys = [...pond.matchAll(/[\d.]+ ([\d.]+)/g)].map((match) => Number(match[1]));
    // Wider than the page (its ends past the frame) and several times wider than deep.
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(2550);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan((Math.max(...ys) - Math.min(...ys)) * 2.2);
  });

  it.each(['a chef cooking in the kitchen', 'a dragon reading a book in the library'])('stands on a mat reaching up past the ankles, or to the wall, so no floor line runs between the legs: %s', (description) => {
    const join = joinOf(description, 'feet-on-mat');
    // A cook's floor is a strip in front of the counter: the mat reaches back to the wall's foot, the counter behind
    // the legs (round 13).
    const wall = (metadataOf(description).joins as Join[]).find((other) => other.what === 'stove-on-counter-line');
    if (wall) expect(join.thing.y - wall.thing.y).toBeLessThan(40);
    else expect(join.figure.y - join.thing.y).toBeGreaterThan(200);
  });

  it('gives a 9-12 sky small things between its clouds: gulls by day', () => {
    // Counted things drawn; each page had four or more fewer before gulls flew between the clouds (the farm two
    // fewer again since no far tree may stand on the tractor's cab roof, and one stepping stone fewer since the track
    // opens out under the whole tractor, which hides its stones).
    const counts: Array<[string, number]> = [
      // (and one fewer since it drives along a track across the page, not up a path of stepping stones, and eleven fewer
      // since no tiny flower stamps are stacked in columns along its margins: round 13; and three fewer since a dressed
      // lawn gets no stamp in every free grid cell; and three fewer since an older child's sky over land gets at most two
      // groups of gulls, not a row of them: judging 18)
      ['a farmer driving a tractor on the farm', 13],
      ['a boy playing soccer in the stadium', 13],
      ['a pirate on his ship', 14],
    ];
    for (const [description, atLeast] of counts) expect(metadataOf(description, '9-12').elementCount as number, description).toBeGreaterThanOrEqual(atLeast);
  });

  it('puts kids in a treehouse that fills the page: one on its porch, one at its window, one on a ladder that reaches the platform', () => {
    const metadata = metadataOf('kids playing in a treehouse');
    expect(metadata.figures).toBe(3);
    const joins = metadata.joins as Join[];
    const porch = joins.find((join) => join.what === 'feet-on-deck')!;
    // Two of three friends are up in the treehouse: with the second on the swing under it, nobody played in it and its
    // window was an empty box (round 14).
    const inWindow = joins.find((join) => join.what === 'in-window')!;
    expect(Math.hypot(inWindow.figure.x - inWindow.thing.x, inWindow.figure.y - inWindow.thing.y)).toBeLessThan(150);
    expect(inWindow.thing.y).toBeLessThan(porch.thing.y);
    expect(joins.some((join) => join.what === 'on-swing')).toBe(false);
    // The friend on the porch stands behind its railing, the hanging hand resting on the plank.
    const railing = joins.find((join) => join.what === 'hand-on-railing')!;
    expect(Math.hypot(railing.figure.x - railing.thing.x, railing.figure.y - railing.thing.y)).toBeLessThan(60);
    expect(railing.thing.y).toBeLessThan(porch.thing.y);
    // A fourth friend sits on the swing.
    const fourJoins = metadataOf('four kids playing in a treehouse').joins as Join[];
    const swing = fourJoins.find((join) => join.what === 'on-swing')!;
    expect(Math.hypot(swing.figure.x - swing.thing.x, swing.figure.y - swing.thing.y)).toBeLessThan(30);
    expect(swing.thing.y).toBeGreaterThan(porch.thing.y + 100);
    // The near fist is on the swing's rope, not held out beside it.
    const fist = fourJoins.find((join) => join.what === 'fist-on-rope')!;
    expect(Math.abs(fist.figure.x - fist.thing.x)).toBeLessThan(12);
    const ladder = joins.find((join) => join.what === 'on-ladder')!;
    // The ladder's top is at the platform's floor, not past it, and the climber holds it further down, below the platform.
    expect(ladder.thing.y).toBeLessThanOrEqual(porch.thing.y);
    expect(ladder.figure.y).toBeGreaterThan(porch.thing.y + 100);
    expect(Math.abs(ladder.figure.x - ladder.thing.x)).toBeLessThan(100);
  });

  it('bakes with hands on the tools: the lead rolls dough under the pin, the other stirs with the spoon standing in the bowl', () => {
    const pin = joinOf('a grandma and a boy baking cookies', 'hands-on-pin');
    expect(Math.abs(pin.figure.y - pin.thing.y)).toBeLessThan(60);
    // Both hands on the pin, level, one each side of its middle: the near hand floated over it.
    const near = joinOf('a grandma and a boy baking cookies', 'near-hand-on-pin');
    expect(Math.abs(near.figure.y - near.thing.y)).toBeLessThan(60);
    expect(Math.abs(near.figure.y - pin.figure.y)).toBeLessThan(30);
    expect(Math.sign(near.figure.x - near.thing.x)).toBe(-Math.sign(pin.figure.x - pin.thing.x));
    const spoon = joinOf('a grandma and a boy baking cookies', 'spoon-in-bowl');
    expect(Math.abs(spoon.figure.x - spoon.thing.x)).toBeLessThan(200);
    expect(spoon.thing.y - spoon.figure.y).toBeGreaterThan(50);
  });
  it('fills a 3-5 sea round the mermaid: seaweed, coral, a starfish on the sand, fish, and no large empty water', async () => {
    const metadata = metadataOf('a mermaid swimming with fish under the sea', '3-5');
    expect(metadata.matched).toEqual(expect.arrayContaining(['seaweed', 'coral', 'starfish', 'fish', 'bubbles']));
    const page = await engine.scene({ characters: [], title: '', description: 'a mermaid swimming with fish under the sea', ageGroup: '3-5' });
    // The sea was empty white round her: 16 of the 80 cells held nothing.
    expect(await blankCells(page.png)).toBeLessThanOrEqual(12);
  });

  it('drives a fire truck down a street of shops with a hydrant on the pavement, the firefighter’s hands on the wheel', () => {
    const metadata = metadataOf('a firefighter driving a fire truck down the street');
    expect(metadata.matched).toEqual(expect.arrayContaining(['fire-hydrant', 'steering-wheel']));
    const wheel = joinOf('a firefighter driving a fire truck down the street', 'hands-on-wheel');
    expect(Math.hypot(wheel.figure.x - wheel.thing.x, wheel.figure.y - wheel.thing.y)).toBeLessThan(120);
  });

  it('dresses a beach round a rider with things on the sand, clear of the horse', async () => {
    const metadata = metadataOf('a girl riding a horse on the beach');
    const onSand = (metadata.matched as string[]).filter((motif) => ['sandcastle', 'beach-umbrella', 'bucket', 'starfish', 'spiral-shell'].includes(motif));
    expect(onSand.length).toBeGreaterThanOrEqual(3);
    // An umbrella standing up in the sand, not the icon's tilted one lying on a box (round 13).
    expect(metadata.matched).toContain('beach-umbrella');
    expect(metadata.matched).not.toContain('umbrella-on-ground');
  });

  it('makes a mermaid swimming with fish the hero of the sea, the fish swimming round her', () => {
    const metadata = metadataOf('a mermaid swimming with fish under the sea', '3-5');
    expect(metadata.layout).toBe('underwater');
    expect(metadata.leadHeightShare as number).toBeGreaterThanOrEqual(0.55);
    expect(metadata.figures).toBe(2);
  });

  it.each(['a girl sleeping in her bed'])('drapes a sleeper’s blanket from the shoulder back over the mattress, not straight down through it: %s', (description) => {
    const joins = metadataOf(description, '3-5').joins as Join[];
    const blanket = joins.find((join) => join.what === 'blanket-draped')!;
    expect(blanket.thing.x - blanket.figure.x).toBeGreaterThan(40);
    expect(blanket.thing.y).toBeGreaterThan(blanket.figure.y);
  });

  it('marks a street’s lanes with whole dashes inside the frame and lays a near pavement along its foot', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a firefighter driving a fire truck down the street', ageGroup: '6-8' }));
    const dashes = [...body.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="160" height="26"/g)].map((match) => Number(match[1]));
    expect(dashes.length).toBeGreaterThanOrEqual(5);
    // The page's margin is half an inch (150 px) and the art lies inside it: a dash ran out under the frame's line.
    for (const x of dashes) {
      expect(x).toBeGreaterThan(150);
      expect(x + 160).toBeLessThan(2550 - 150);
    }
  });

  it('draws the far castle behind a ridden dragon whole, its walls and roofs filled, brickless far off', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a boy riding a dragon', ageGroup: '9-12' }));
    // The castle icon's open outlines let the mountains' and hills' lines run through its roofs (round 9).
    expect(body).toContain(getComposedProp('stone-castle')!.draw('medium').shapes.join(''));
  });

  it('keeps the sky over an arching rainbow’s crown clear: no sun sitting on it', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a unicorn dancing under a rainbow', ageGroup: '3-5' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Round 9's judges saw the sun set exactly on the crown (about 27000 inked pixels here); the crown is lower down.
    let ink = 0;
    for (let y = 300; y < 640; y++) for (let x = 1100; x < 1450; x++) if (data[y * info.width + x]! < 128) ink++;
    expect(ink).toBe(0);
  }, 30_000);

  it('grows a forest at several depths round readers in it: trees behind and between them, none cut by the frame', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a dragon and an owl read a book together in the forest', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The band from a fifth to two fifths down the page was open sky over one row of small trees (about 4500 samples
    // inked); now tall crowns fill it (about 6700).
    let ink = 0;
    for (let y = Math.round(info.height * 0.2); y < info.height * 0.4; y += 4) for (let x = 300; x < info.width - 300; x += 4) if (data[y * info.width + x]! < 128) ink++;
    expect(ink).toBeGreaterThan(5500);
  }, 30_000);

  it.each(['3-5', '6-8', '9-12'] as const)('stands a boy fishing on a bridge at its parapet mostly seen, the wall at his knees (%s)', (ageGroup) => {
    const joins = metadataOf('a boy fishing on a bridge', ageGroup).joins as Join[];
    const deck = joins.find((join) => join.what === 'feet-on-deck')!.thing;
    const parapet = joins.find((join) => join.what === 'head-over-parapet')!;
    // Round 9's judges saw him only from the chest up behind a wall up to his hands.
    expect((parapet.thing.y - parapet.figure.y) / (deck.y - parapet.figure.y)).toBeGreaterThan(0.75);
  });

  it('drops an angler’s line from a bridge onto the river in front of its arch, not onto its stones', () => {
    const metadata = metadataOf('a boy fishing on a bridge');
    const joins = metadata.joins as Join[];
    const deck = joins.find((join) => join.what === 'feet-on-deck')!.thing;
    const float = joins.find((join) => join.what === 'line-in-water')!.thing;
    // The boy stands left of the arch's middle; the float lands on the river just in front of the arch, right of its middle.
    expect(float.x - deck.x).toBeGreaterThan(200);
    expect(float.x - deck.x).toBeLessThan(600);
    expect(float.y).toBeGreaterThan(deck.y + 300);
  });

  it('holds an angler\'s rod in both hands on a bridge, the rod running through the far hand as well as the near one', () => {
    const join = joinOf('a boy fishing on a bridge', 'rod-in-back-hand');
    // The far hand floated beside the rod, a hand's width below it.
    expect(Math.hypot(join.figure.x - join.thing.x, join.figure.y - join.thing.y)).toBeLessThan(8);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('holds an angler\'s rod by the lake in both fists, up from the lower one through the higher (%s)', (ageGroup) => {
    const joins = (metadataOf('a boy fishing by the lake', ageGroup).joins as Join[]).filter((join) => join.what === 'rod-in-both-hands');
    // With mittens beside a rod from the near hand alone, the far hand floated under it (round 15, on the bridge).
    expect(joins).toHaveLength(2);
    for (const join of joins) expect(Math.hypot(join.figure.x - join.thing.x, join.figure.y - join.thing.y)).toBeLessThan(8);
    const [first, second] = joins.map((join) => join.figure);
    expect(Math.hypot(first!.x - second!.x, first!.y - second!.y)).toBeGreaterThan(100);
  });

  it('draws counted creatures as figures of their kind', () => {
    const plan = metadataOf('two bunnies hugging in the meadow', '3-5').plan as { characters: Array<{ figure: { kind: string } | null }> };
    expect(plan.characters.map((character) => character.figure?.kind)).toEqual(['bunny', 'bunny']);
  });
});

describe('a park for older children', () => {
  // Round 12: a path running up from under the cab read as a hump of ground the tractor sat on.
  it('drives a tractor along a track across its farm, its wheels on the track, with no path up from under it', () => {
    for (const ageGroup of ['6-8', '9-12'] as const) {
      const track = joinOf('a farmer driving a tractor on the farm', 'wheels-on-track', ageGroup);
      expect(track.figure.y).toBeGreaterThan(track.thing.y);
      expect(track.figure.y - track.thing.y).toBeLessThan(200);
      expect(metadataOf('a farmer driving a tractor on the farm', ageGroup).matched).not.toContain('path');
    }
  });

  it('has a duck pond in a front corner the figure and the path leave free', () => {
    expect(metadataOf('a boy reading a book in the park', '9-12').matched).toEqual(expect.arrayContaining(['pond', 'path']));
    expect(metadataOf('a boy reading a book in the park', '6-8').matched).not.toEqual(expect.arrayContaining(['pond']));
  });
});

describe('a painter', () => {
  it('paints the canvas close at hand with a brush shorter than the arm, not reaching across to its far side', () => {
    const join = joinOf('a robot painting a picture', 'brush-on-canvas');
    expect(Math.hypot(join.thing.x - join.figure.x, join.thing.y - join.figure.y)).toBeLessThan(700);
  });

  it.each(['6-8', '9-12'] as const)("stands the easel's post clear of the far hills' dips (%s)", (ageGroup) => {
    // Just under a dip, the post read as wedged into the hills' V (round 13).
    const post = (metadataOf('a robot painting a picture', ageGroup).joins as Join[]).find((entry) => entry.what === 'easel-post-by-dip')!;
    expect(Math.abs(post.figure.x - post.thing.x)).toBeGreaterThan(60);
  });

  it('holds the palette in a far hand out behind the back, for every painter, a robot too', () => {
    for (const description of ['a robot painting a picture', 'a girl painting a picture', 'a bear painting a picture']) {
      const palette = joinOf(description, 'palette-in-hand');
      const brush = joinOf(description, 'brush-on-canvas');
      // Its middle within a hand's reach of the hand that holds it (round 10: on the robot's chest, no hand near it).
      expect(Math.hypot(palette.thing.x - palette.figure.x, palette.thing.y - palette.figure.y), description).toBeLessThan(300);
      // That hand well behind the one that paints, out at the back where it shows, not ahead inside the body.
      expect(palette.figure.x, description).toBeLessThan(brush.figure.x - 400);
    }
  });

  it('holds the brush in a robot\'s gripper with no solid black wedges in its mouth or under its wrist', async () => {
    const hand = joinOf('a robot painting a picture', 'brush-on-canvas').figure;
    const page = await engine.scene({ characters: [], title: '', description: 'a robot painting a picture', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const around = cropImage({ data, width: info.width, height: info.height }, Math.round(hand.x) - 180, Math.round(hand.y) - 180, 360, 360);
    // Lines here are under 24 px even where two meet; the wedges were blots of 130 px and more that far from white.
    expect(blackBlots(around, 12).filter((blot) => blot.area >= 5)).toEqual([]);
  });
});

describe('a swinger', () => {
  it('holds the rope in a fist with no solid black clot where the fist, the forearm and the knee meet', async () => {
    const hand = joinOf('a girl swinging in the park', 'hand-on-rope').figure;
    const page = await engine.scene({ characters: [], title: '', description: 'a girl swinging in the park', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const around = cropImage({ data, width: info.width, height: info.height }, Math.round(hand.x) - 150, Math.round(hand.y) - 100, 300, 250);
    // Lines here are under 24 px even where two meet; the strips and gaps between the hand, the sleeve and the knee,
    // inked solid, were blots of 150 px and more that far from white.
    expect(blackBlots(around, 12).filter((blot) => blot.area >= 40)).toEqual([]);
  });
});

describe('a herd and a field', () => {
  const art = { x: 150, y: 150, width: 2250, height: 3000 };

  it('stops the path\'s edges between the legs of a cow standing on it, and lays no stepping stone under her', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'cows in a field', ageGroup: '6-8' }));
    expect(body).toContain('clip-path="url(#path-clear)"');
  });

  it('grazes, stands and walks a herd of cows, turned different ways, none tangled in another', () => {
    const plan = planScene({ characters: [], title: '', description: 'cows in a field', ageGroup: '6-8' });
    const herd = plan.characters.filter((character) => character.motif === 'cow');
    expect(herd).toHaveLength(3);
    const placed = placeHerd(herd, art, art.y + art.height * 0.3, sceneStyle(plan), {}).map(({ drawn }) => drawn);
    // Copies of one standing drawing read as pasted: one has its head down at the grass, one up, and they face both ways.
    const headDrop = placed.map(({ box, headBox }) => (headBox.y + headBox.height / 2 - box.y) / box.height);
    expect(Math.max(...headDrop)).toBeGreaterThan(0.5);
    expect(Math.min(...headDrop)).toBeLessThan(0.4);
    const headAhead = placed.map(({ box, headBox }) => Math.sign(headBox.x + headBox.width / 2 - (box.x + box.width / 2)));
    expect(new Set(headAhead).size).toBe(2);
    // Where two overlap, it is a hoof's tip, not a leg through horns.
    const outline = (path: string): Point[][] => path.split('M').filter(Boolean).map((ring) => ring.replace('Z', '').split('L').map((pair) => ({ x: Number(pair.split(' ')[0]), y: Number(pair.split(' ')[1]) })));
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b] = [outline(placed[i]!.outlinePath!), outline(placed[j]!.outlinePath!)];
        expect(area(intersect(a, b)), `${i} and ${j}`).toBeLessThan(Math.min(area(a), area(b)) * 0.01);
      }
    }
  });

  it('moves a cow whose horns would run into the tail of one behind it until its head is clear', () => {
    const behind = { x: 900, y: 1500, width: 520, height: 380 };
    // Its head's top left corner over the one behind's back end, where the judges saw a horn run into a tail.
    const box = { x: 1300, y: 1800, width: 760, height: 560 };
    const head = { x: 1300, y: 1800, width: 260, height: 240 };
    const dx = herdShift(box, head, [behind], art);
    expect(dx).not.toBe(0);
    expect(head.x + dx).toBeGreaterThanOrEqual(behind.x + behind.width);
    expect(herdShift({ ...box, x: 1500 }, { ...head, x: 1500 }, [behind], art)).toBe(0);
  });

  it('opens a gate in the fence where the path comes through, so no rail runs across it', () => {
    const gateX = 1500;
    const { markup } = fenceWithGate(art, 8, false, 1600, gateX, 56);
    const rails = [...markup.matchAll(/<rect x="([\d.-]+)" y="[\d.-]+" width="([\d.-]+)"/g)].map((match) => ({ x: Number(match[1]), width: Number(match[2]) }));
    expect(rails.filter((rail) => rail.x < gateX && rail.x + rail.width > gateX)).toEqual([]);
    const closed = fenceWithGate(art, 8, false, 1600, null, 56).markup;
    expect([...closed.matchAll(/<rect x="([\d.-]+)" y="[\d.-]+" width="([\d.-]+)"/g)].some((match) => Number(match[1]) < gateX && Number(match[1]) + Number(match[2]) > gateX)).toBe(true);
  });
});

describe('an open gate', () => {
  it('is one panel swung out with a bar across it, no brace or thin bars lying along the rails behind', () => {
    const { markup } = fenceWithGate({ x: 150, y: 150, width: 2250, height: 3000 }, 8, false, 1600, 1500, 56);
    const lines = [...markup.matchAll(/<path d="([^"]+)" fill="none"/g)];
    expect(lines).toHaveLength(1);
    const panels = [...markup.matchAll(/<path d="M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)L[\d.-]+ ([\d.-]+)L[\d.-]+ ([\d.-]+)Z"/g)];
    expect(panels).toHaveLength(1);
    const [, , top, , farTop, farFoot, foot] = panels[0]!.map(Number);
    // Its far end swung nearer the viewer, lower by more than half its own height.
    expect(farTop! - top!).toBeGreaterThan((foot! - top!) * 0.5);
    expect(farFoot! - farTop!).toBeCloseTo(foot! - top!, 3);
  });
});

describe('the stage', () => {
  it('shines its spotlight round the whole singer, so the beam’s edge crosses no waving hand', () => {
    for (const ageGroup of ['3-5', '9-12'] as const) {
      const join = (metadataOf('a girl singing on a stage', ageGroup).joins as Join[]).find((entry) => entry.what === 'spotlight-clear-of-lead');
      // The beam's left edge, at the height of the top of the singer's box, is left of the box (the right edge mirrors it).
      expect(join && join.thing.x < join.figure.x).toBe(true);
    }
  });
});
