/**
 * `npm run bench`: median time per page, printed per section. Figures only, never asserted: the
 * machine's load decides them.
 */
import { createEngine } from '../src/engine/create-engine';
import type { AgeGroup } from '../src/shared/constants';
import { medianMs } from './bench-support';

const RUNS = 7;

async function median(label: string, run: () => Promise<unknown>): Promise<number> {
  const middle = await medianMs(RUNS, run);
  console.log(`${label.padEnd(48)} median ${middle.toFixed(0).padStart(5)} ms over ${RUNS} runs`);
  return middle;
}

// --- Built-in engine: sheets, scenes and refine (target: under 300 ms per page) ---
{
  console.log('Built-in engine (2550 x 3300 px pages)');
  const engine = createEngine({ provider: 'builtin' });
  const coldStart = performance.now();
  const first = await engine.characterSheet({ name: 'Sparky', description: 'A brave little dragon who loves reading books', poses: 3 });
  console.log(`${'first page (loads icons and emoji labels)'.padEnd(48)} ${(performance.now() - coldStart).toFixed(0).padStart(12)} ms`);
  for (const poses of [3, 6]) {
    await median(`character sheet, ${poses} poses`, () =>
      engine.characterSheet({ name: 'Sparky', description: 'A brave little dragon who loves reading books', poses }),
    );
  }
  const owl = engine.characterSpec({ name: 'Hoot', description: 'A wise old owl wearing a graduation cap' });
  const characters = [
    { name: 'Sparky', description: first.spec.description, spec: first.spec, sheetPng: first.png },
    { name: 'Hoot', description: owl.description, spec: owl, sheetPng: first.png },
  ];
  let scenePng = first.png;
  for (const ageGroup of ['3-5', '6-8', '9-12'] as AgeGroup[]) {
    await median(`scene, 2 characters, age ${ageGroup}`, async () => {
      const page = await engine.scene({ characters, title: 'Story Time', description: 'Sparky and Hoot read a book in the forest', ageGroup });
      scenePng = page.png;
    });
  }
  await median('refine "add a rainbow"', () => engine.refine({ png: scenePng, instructions: 'add a rainbow' }));

  // Activity and pattern pages (issue 13), the largest of each kind: 9-12 (a 20 x 25 maze, 72 dots).
  const activities = [
    { kind: 'mandala', description: 'a mandala of flowers and butterflies', characters: [] },
    { kind: 'mandala', description: 'a square pattern of hearts', characters: [] },
    { kind: 'maze', description: 'help Sparky reach the cake', characters: characters.slice(0, 1) },
    { kind: 'dot-to-dot', description: 'connect the dots', characters: characters.slice(0, 1) },
    { kind: 'dot-to-dot', description: 'dot to dot of an elephant', characters: [] },
    { kind: 'name', description: 'name page', text: 'Christabella', characters: characters.slice(0, 1) },
  ] as const;
  for (const activity of activities) {
    await median(`${activity.kind}: ${activity.description}, age 9-12`, () =>
      engine.scene({ ...activity, characters: [...activity.characters], title: '', ageGroup: '9-12' }),
    );
  }
}

// --- Photo to page: a 12 MP photo's median, and memory while 4 run at once in the worker pool (scripts/bench-photo.ts) ---
{
  const { runPhotoBenchmarks } = await import('./bench-photo');
  await runPhotoBenchmarks();
}

// --- Print export: a book's ZIP and PDF at 25 and 100 pages, time and memory (scripts/bench-print.ts) ---
{
  const { runPrintBenchmarks } = await import('./bench-print');
  await runPrintBenchmarks();
}

// --- Health call latency while 8 pages are drawn at once, worker threads vs the request thread (scripts/bench-load.ts) ---
{
  const { runLoadBenchmark } = await import('./bench-load');
  await runLoadBenchmark();
}

// --- Serving: the scene list at 30 and 5,000 scenes, a cold landing page in Chromium (scripts/bench-serving.ts) ---
{
  const { runServingBenchmarks } = await import('./bench-serving');
  await runServingBenchmarks();
}

// --- Two instances against one on PostgreSQL and S3, generation throughput (scripts/bench-instances.ts) ---
{
  const { runInstancesBenchmark } = await import('./bench-instances');
  await runInstancesBenchmark();
}
