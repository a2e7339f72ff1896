import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AGE_GROUPS, DEFAULT_AGE_GROUP, DEFAULT_POSE_COUNT, type AgeGroup } from '../src/shared/constants';
import { PAGE_KINDS, type PageKind } from '../src/shared/page-kind';
import { createEngine } from '../src/engine/create-engine';
import type { SceneCharacter } from '../src/engine/types';

const usage = `Usage:
  npm run page -- "a dragon reading a book" [--age 3-5|6-8|9-12] [--title "..."] [--out page.png]
  npm run page -- "Sparky: a brave little dragon" --sheet [--name Sparky] [--poses 3-6] [--out sheet.png]
  npm run page -- "add a rainbow" --refine page.png [--out refined.png]
  npm run page -- "a mandala of hearts" --kind mandala|maze|dot-to-dot|name [--text Mia] [--character "Pip: a playful penguin"]...`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    age: { type: 'string', default: DEFAULT_AGE_GROUP },
    title: { type: 'string', default: '' },
    sheet: { type: 'boolean', default: false },
    name: { type: 'string' },
    poses: { type: 'string', default: String(DEFAULT_POSE_COUNT) },
    refine: { type: 'string' },
    kind: { type: 'string', default: 'scene' },
    text: { type: 'string' },
    // "Name: description", as a saved character the page stars; repeat for more than one.
    character: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: 'page.png' },
    help: { type: 'boolean', default: false },
  },
});

const text = positionals.join(' ').trim();
if (values.help || text.length === 0) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
if (!AGE_GROUPS.includes(values.age as AgeGroup)) {
  console.error(`--age must be one of ${AGE_GROUPS.join(', ')}`);
  process.exit(1);
}

if (!PAGE_KINDS.includes(values.kind as PageKind)) {
  console.error(`--kind must be one of ${PAGE_KINDS.join(', ')}`);
  process.exit(1);
}

const engine = createEngine({ provider: 'builtin' });
const characters: SceneCharacter[] = values.character.map((entry) => {
  const [name, ...rest] = entry.split(':');
  const description = rest.join(':').trim() || name!.trim();
  return { name: name!.trim(), description, spec: engine.characterSpec({ name: name!.trim(), description }), sheetPng: Buffer.alloc(0) };
});
const started = performance.now();
let page;
if (values.refine) {
  const { readFileSync } = await import('node:fs');
  page = await engine.refine({ png: readFileSync(values.refine), instructions: text });
} else if (values.sheet) {
  // "Mia: a girl with curly hair" names the character before the colon; without a name, the
  // first words of the description stand in.
  const named = /^([^:]{1,40}):\s*(.+)$/s.exec(text);
  const description = named ? named[2]! : text;
  const name =
    values.name ??
    named?.[1]?.trim() ??
    description
      .replace(/^(a|an|the)\s+/i, '')
      .split(/\s+(?:with|who|and|in|on|at|that|wearing|holding|from)\s+/i)[0]!
      .split(/\s+/)
      .slice(0, 4)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
  page = await engine.characterSheet({ name, description, poses: Number(values.poses) });
} else {
  page = await engine.scene({ characters, title: values.title, description: text, ageGroup: values.age as AgeGroup, kind: values.kind as PageKind, text: values.text });
}
writeFileSync(values.out, page.png);
console.log(
  `${values.out}: ${page.width}x${page.height} px, ${(page.png.length / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms; matched: ${page.metadata.matched.join(', ') || '(nothing, fallback drawing)'}`,
);
