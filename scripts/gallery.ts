/**
 * Renders the landing characters' and the figure showcase's sheets and one scene per age group into gallery/, for people
 * to look at (the folder is gitignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGE_GROUPS } from '../src/shared/constants';
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
const SCENES = {
  '3-5': { title: 'Pip Builds a Snowman', description: 'Pip the penguin builds a snowman in the snow', cast: ['Pip'] },
  '6-8': { title: 'Story Time in the Forest', description: 'Sparky and Hoot read a book together in the forest', cast: ['Sparky', 'Hoot'] },
  '9-12': { title: 'Mission to Saturn', description: 'Nova and Bolt fly a rocket past the planets in space', cast: ['Nova', 'Bolt'] },
} as const;

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
for (const ageGroup of AGE_GROUPS) {
  const scene = SCENES[ageGroup];
  const page = await engine.scene({
    characters: scene.cast.map((name) => cast.get(name)!),
    title: scene.title,
    description: scene.description,
    ageGroup,
  });
  const file = join(OUT_DIR, `scene-${ageGroup}.png`);
  writeFileSync(file, page.png);
  console.log(`${file}: ${page.metadata.matched.join(', ')}`);
}
