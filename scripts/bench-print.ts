/**
 * Print export benchmark: a book's ZIP and PDF at 25 and 100 pages, each in a fresh child process so
 * its peak memory is its own. Pages are read from disk one at a time, as the server reads its blob
 * store. Flat memory means the 100-page peak is about the 25-page peak.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bookPageFileNames, createBookZip } from '../src/engine/print/book-zip';
import { bookPdfStream } from '../src/engine/print/pdf-interior';
import { drawSamplePage } from '../src/engine/print/sample-page';

const DISTINCT_PAGES = 10;
const SAMPLE_INTERVAL_MS = 2;
/** In the live-memory run each sample first collects garbage, so the peak is what is really held. */
const LIVE_SAMPLE_INTERVAL_MS = 20;
const MB = 1024 * 1024;

type ExportKind = 'zip' | 'pdf';

interface ExportFigures {
  kind: ExportKind;
  pages: number;
  seconds: number;
  outputMb: number;
  /** Peaks during the export, less the figure just before it started. */
  peakRssMb: number;
  peakHeapMb: number;
  peakArrayBuffersMb: number;
  /** The same peaks of live memory (garbage collected before each sample), from a second run. */
  liveHeapMb: number;
  liveArrayBuffersMb: number;
}

type Peaks = Pick<ExportFigures, 'seconds' | 'outputMb' | 'peakRssMb' | 'peakHeapMb' | 'peakArrayBuffersMb'>;

async function* readPages(dir: string, count: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield await readFile(join(dir, `${i % DISTINCT_PAGES}.png`));
}

async function runExport(kind: ExportKind, pages: number, dir: string, collectGarbage: boolean): Promise<Peaks> {
  const source =
    kind === 'zip'
      ? createBookZip(
          (async function* () {
            const names = bookPageFileNames(Array.from({ length: pages }, (_, i) => `Page ${i + 1}`));
            let index = 0;
            for await (const png of readPages(dir, pages)) yield { fileName: names[index++] ?? 'page.png', png };
          })(),
        )
      : bookPdfStream({ title: 'Benchmark Book', trim: 'letter', hasBleed: true, sides: 'single', sceneCount: pages, scenes: readPages(dir, pages) });
  let outputBytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      outputBytes += chunk.length;
      done();
    },
  });
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed, arrayBuffers: base.arrayBuffers };
  const sample = () => {
    if (collectGarbage) global.gc?.();
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const timer = setInterval(sample, collectGarbage ? LIVE_SAMPLE_INTERVAL_MS : SAMPLE_INTERVAL_MS);
  const started = performance.now();
  await pipeline(source, sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  return {
    seconds,
    outputMb: outputBytes / MB,
    peakRssMb: (peak.rss - base.rss) / MB,
    peakHeapMb: (peak.heap - base.heapUsed) / MB,
    peakArrayBuffersMb: (peak.arrayBuffers - base.arrayBuffers) / MB,
  };
}

function runInChild(kind: ExportKind, pages: number, dir: string): Promise<ExportFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), 'child', kind, String(pages), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`print benchmark child exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ExportFigures);
    });
  });
}

function formatRow(f: ExportFigures): string {
  const cells = [
    f.kind.toUpperCase().padEnd(4),
    String(f.pages).padStart(5),
    f.seconds.toFixed(2).padStart(8),
    f.outputMb.toFixed(1).padStart(9),
    f.peakRssMb.toFixed(1).padStart(10),
    f.peakHeapMb.toFixed(1).padStart(10),
    f.peakArrayBuffersMb.toFixed(1).padStart(14),
    f.liveHeapMb.toFixed(1).padStart(10),
    f.liveArrayBuffersMb.toFixed(1).padStart(14),
  ];
  return cells.join('  ');
}

export async function runPrintBenchmarks(): Promise<void> {
  console.log('\n== Print export (PDF interior, ZIP) ==');
  const dir = await mkdtemp(join(tmpdir(), 'colorbook-bench-print-'));
  try {
    for (let i = 0; i < DISTINCT_PAGES; i++) await writeFile(join(dir, `${i}.png`), await drawSamplePage(i + 1, { reachesEdge: i % 2 === 0 }));
    console.log('kind  pages   seconds  output MB   peak RSS   peak heap  peak arrayBuf   live heap  live arrayBuf');
    for (const kind of ['zip', 'pdf'] as const) {
      for (const pages of [25, 100]) console.log(formatRow(await runInChild(kind, pages, dir)));
    }
    console.log('Memory in MB above the figure just before the export, libvips cache off. PDF: letter, bleed, single-sided (2 + 2 x pages PDF pages).');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  const [, , , kind, pages, dir] = process.argv;
  if ((kind !== 'zip' && kind !== 'pdf') || !pages || !dir) throw new Error('usage: bench-print.ts child zip|pdf PAGES DIR');
  // libvips' operation cache (bounded, 50 MB by default) fills over any run that decodes many images;
  // off here, so RSS shows what the writers themselves hold.
  sharp.cache(false);
  // Warm up fonts and modules so the baseline is taken after one-off loading.
  await runExport(kind, 1, dir, false);
  const timed = await runExport(kind, Number(pages), dir, false);
  const live = await runExport(kind, Number(pages), dir, true);
  const figures: ExportFigures = { kind, pages: Number(pages), ...timed, liveHeapMb: live.peakHeapMb, liveArrayBuffersMb: live.peakArrayBuffersMb };
  console.log(JSON.stringify(figures));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  await runPrintBenchmarks();
}
