/**
 * Traces every image in a folder into a print page, for comparing linework changes side by side:
 *   npx tsx scripts/linework-pages.ts <images-dir> <out-dir> [runs]
 * Writes <out-dir>/<name>.png and prints, per image, the median time of `runs` traces (default 3), the ink
 * coverage, and how many paper regions (4-connected) and ink pieces (8-connected) the page has. Run it on
 * two checkouts into two folders; equal region counts mean no region opened or closed.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { traceLinework, type LineworkRaster } from '../src/engine/linework/linework';

const [imagesDir, outDir, runsArgument] = process.argv.slice(2);
if (!imagesDir || !outDir) {
  console.error('Usage: npx tsx scripts/linework-pages.ts <images-dir> <out-dir> [runs]');
  process.exit(1);
}
const runs = Number(runsArgument ?? 3);
mkdirSync(outDir, { recursive: true });

function countComponents(raster: LineworkRaster, value: number, diagonal: boolean): number {
  const { data, width, height } = raster;
  const seen = new Uint8Array(data.length);
  const stack: number[] = [];
  let count = 0;
  for (let start = 0; start < data.length; start++) {
    if (seen[start] === 1 || data[start] !== value) continue;
    count++;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx !== 0 && dy !== 0 && !diagonal) || x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
          const next = index + dy * width + dx;
          if (seen[next] === 0 && data[next] === value) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
  }
  return count;
}

for (const file of readdirSync(imagesDir).sort()) {
  if (!/\.(png|jpe?g|webp)$/i.test(file)) continue;
  const input = readFileSync(join(imagesDir, file));
  const times: number[] = [];
  let raster: LineworkRaster | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    raster = await traceLinework(input);
    times.push(performance.now() - started);
  }
  const page = raster!;
  await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .png()
    .toFile(join(outDir, `${basename(file, extname(file))}.png`));
  const ink = page.data.reduce((sum, value) => sum + (value === 0 ? 1 : 0), 0);
  const median = times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  console.log(
    `${file.padEnd(34)} ${(median / 1000).toFixed(2)} s  ink ${((100 * ink) / page.data.length).toFixed(2)} %  ` +
      `paper regions ${countComponents(page, 255, false)}  ink pieces ${countComponents(page, 0, true)}`,
  );
}
