/**
 * Renders the landing characters' and the figure showcase's sheets and the scene gallery (every verb, layout and age group, saved characters too) into gallery/, for people
 * to look at (the folder is gitignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgeGroup } from '../src/shared/constants';
import type { PageKind } from '../src/shared/page-kind';
import { createEngine } from '../src/engine/create-engine';
import type { SceneCharacter } from '../src/engine/types';

const OUT_DIR = 'gallery';
const LANDING_CHARACTERS = [
  { name: 'Sparky', description: 'A brave little dragon who loves reading books' },
  { name: 'Nova', description: 'A curious astronaut exploring the stars' },
  { name: 'Luna', description: 'A magical unicorn with a flowing mane' },
  { name: 'Bolt', description: 'A friendly robot who loves to help' },
  { name: 'Pip', description: 'A playful penguin sliding on the ice' },
  { name: 'Hoot', description: 'A wise old owl wearing a graduation cap' },
  // Full-body figures: hair, glasses, beard, cane, scarf, role outfits.
  { name: 'Mia', description: 'A girl with curly hair and glasses' },
  { name: 'Grandpa Joe', description: 'A grandfather with a beard and a cane' },
  { name: 'Rosie', description: 'A fox in a red scarf' },
  { name: 'Captain Finn', description: 'A pirate boy with an eye patch' },
];
/** Scenes for every verb, layout and age group; `cast` names saved characters from the sheets above. */
const SCENES: Array<{ description: string; ageGroup: AgeGroup; title?: string; cast?: string[] }> = [
  { description: 'a girl riding a horse on the beach', ageGroup: '6-8' },
  { description: 'a boy playing soccer in the stadium', ageGroup: '9-12' },
  { description: 'two kids having a picnic in the park', ageGroup: '6-8' },
  { description: 'a dragon reading a book in the library', ageGroup: '9-12' },
  { description: 'Santa in his sleigh with reindeer at night', ageGroup: '6-8' },
  { description: 'a mermaid swimming with fish under the sea', ageGroup: '3-5' },
  { description: 'a firefighter driving a fire truck down the street', ageGroup: '6-8' },
  { description: 'a girl singing on a stage', ageGroup: '3-5' },
  { description: 'three ducks swimming in a pond', ageGroup: '3-5' },
  { description: 'a knight guarding a castle', ageGroup: '9-12' },
  { description: 'an astronaut flying past the planets', ageGroup: '6-8' },
  { description: 'a chef cooking in the kitchen', ageGroup: '9-12' },
  { description: 'kids playing in a treehouse', ageGroup: '6-8' },
  { description: 'a girl flying a kite on a hill', ageGroup: '3-5' },
  { description: 'a boy fishing on a bridge', ageGroup: '6-8' },
  { description: 'a cat sleeping on a bed at night', ageGroup: '3-5' },
  { description: 'a grandma and a boy baking cookies', ageGroup: '6-8' },
  { description: 'a pirate on his ship', ageGroup: '9-12' },
  { description: 'a unicorn dancing under a rainbow', ageGroup: '3-5' },
  { description: 'a robot painting a picture', ageGroup: '6-8' },
  { description: 'a girl swinging in the park', ageGroup: '6-8' },
  { description: 'a boy riding a dragon', ageGroup: '9-12' },
  { description: 'two bunnies hugging in the meadow', ageGroup: '3-5' },
  { description: 'a farmer driving a tractor on the farm', ageGroup: '9-12' },
  { description: 'cows in a field', ageGroup: '6-8' },
  { description: 'a dog jumping in the garden', ageGroup: '3-5' },
  { description: 'a princess waving from her castle', ageGroup: '6-8' },
  { description: 'a scientist in a laboratory', ageGroup: '9-12' },
  { description: 'an owl flying in the sky', ageGroup: '6-8' },
  { description: 'a boy throwing a ball in the park', ageGroup: '9-12' },
  { title: 'Pip Builds a Snowman', description: 'Pip the penguin builds a snowman in the snow', ageGroup: '3-5', cast: ['Pip'] },
  { title: 'Story Time in the Forest', description: 'Sparky and Hoot read a book together in the forest', ageGroup: '6-8', cast: ['Sparky', 'Hoot'] },
  { title: 'Mission to Saturn', description: 'Nova flying past the planets in space', ageGroup: '9-12', cast: ['Nova'] },
  { description: 'Sparky the dragon sleeping at night', ageGroup: '6-8', cast: ['Sparky'] },
  { description: 'Mia riding a unicorn under a rainbow', ageGroup: '6-8', cast: ['Mia'] },
  { description: 'a boy riding a bike in the park', ageGroup: '6-8' },
  { description: 'a cowboy riding a horse', ageGroup: '6-8' },
  { description: 'a hot air balloon over the hills', ageGroup: '3-5' },
  { description: 'a camel in the desert', ageGroup: '9-12' },
  { description: 'a yellow submarine under the sea', ageGroup: '6-8' },
  { description: 'an elephant at the circus', ageGroup: '9-12' },
  { description: 'a clown juggling balls', ageGroup: '6-8' },
  { description: 'a digger on a building site', ageGroup: '3-5' },
  { description: 'a triceratops in the jungle', ageGroup: '9-12' },
  { description: 'a lion at the zoo', ageGroup: '6-8' },
  { description: 'a waterfall in the forest', ageGroup: '3-5' },
];

const engine = createEngine({ provider: 'builtin' });
mkdirSync(OUT_DIR, { recursive: true });
const cast = new Map<string, SceneCharacter>();
for (const character of LANDING_CHARACTERS) {
  const sheet = await engine.characterSheet({ ...character, poses: 6 });
  const file = join(OUT_DIR, `sheet-${character.name.toLowerCase().replace(/\s+/g, '-')}.png`);
  writeFileSync(file, sheet.png);
  cast.set(character.name, { ...character, spec: sheet.spec, sheetPng: sheet.png });
  console.log(`${file}: ${sheet.metadata.matched.join(', ') || '(fallback)'}`);
}
for (const [index, scene] of SCENES.entries()) {
  const page = await engine.scene({
    characters: (scene.cast ?? []).map((name) => cast.get(name)!),
    title: scene.title ?? '',
    description: scene.description,
    ageGroup: scene.ageGroup,
  });
  const slug = scene.description.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 48);
  const file = join(OUT_DIR, `scene-${String(index + 1).padStart(2, '0')}-${scene.ageGroup}-${slug}.png`);
  writeFileSync(file, page.png);
  console.log(`${file}: ${page.metadata.layout} ${page.metadata.verb ?? '-'} ${page.metadata.matched.join(', ')}${page.metadata.notDrawn?.length ? ` (not drawn: ${page.metadata.notDrawn.join(', ')})` : ''}`);
}

/** Activity and pattern pages (issue 13): every kind for every age group, with saved characters and without. */
const ACTIVITIES: Array<{ kind: PageKind; description: string; cast?: string[]; text?: string; ageGroups?: AgeGroup[] }> = [
  { kind: 'mandala', description: 'a mandala of flowers and butterflies' },
  { kind: 'mandala', description: 'a mandala with hearts and stars', cast: ['Luna'] },
  { kind: 'mandala', description: 'a square pattern of hearts and leaves', ageGroups: ['9-12'] },
  { kind: 'mandala', description: 'a border page with stars', cast: ['Sparky'], ageGroups: ['9-12'] },
  { kind: 'maze', description: 'help Pip reach the cake', cast: ['Pip'] },
  { kind: 'maze', description: 'a mouse looking for the cheese' },
  { kind: 'dot-to-dot', description: 'connect the dots', cast: ['Mia'] },
  { kind: 'dot-to-dot', description: 'dot to dot of an elephant' },
  { kind: 'name', description: 'name page', text: 'Mia', cast: ['Mia'] },
  { kind: 'name', description: 'with dinosaurs and stars', text: 'Christabella' },
];
for (const activity of ACTIVITIES) {
  for (const ageGroup of activity.ageGroups ?? (['3-5', '6-8', '9-12'] as AgeGroup[])) {
    const page = await engine.scene({
      characters: (activity.cast ?? []).map((name) => cast.get(name)!),
      title: '',
      description: activity.description,
      ageGroup,
      kind: activity.kind,
      text: activity.text,
    });
    const slug = `${activity.text ?? ''} ${activity.description}`.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40);
    const file = join(OUT_DIR, `activity-${activity.kind}-${ageGroup}-${slug}.png`);
    writeFileSync(file, page.png);
    console.log(`${file}: ${page.metadata.matched.join(', ')}`);
    if (activity.kind === 'maze' && activity.cast) {
      const solution = await engine.refine({ png: page.png, instructions: 'show the solution' });
      writeFileSync(file.replace('.png', '-solution.png'), solution.png);
    }
  }
}

/** Photo pages (issue 12): each test photo beside its page (scripts/gallery-photo.ts). */
{
  const { renderPhotoGallery } = await import('./gallery-photo');
  await renderPhotoGallery(engine, OUT_DIR);
}
