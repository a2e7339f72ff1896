/**
 * Linework and provider benchmark: median time to turn a provider-sized raster into a print page, for a
 * clean 1024 x 1536 drawing, the same as a low-quality JPEG, and a busy 3000 x 4000 JPEG (the worst case:
 * hundreds of traced paths from a large upload); then a whole OpenAI and Gemini sheet against the local
 * fake servers (SDK request + linework), which is the overhead the product adds to a real provider's time.
 */
import sharp from 'sharp';
import { createLineworkPage } from '../src/engine/linework/linework';
import { createGeminiEngine } from '../src/engine/providers/gemini-engine';
import { createOpenAiEngine } from '../src/engine/providers/openai-engine';
import { drawFakeLineArt } from '../src/engine/providers/testing/fake-drawing';
import { startFakeGeminiServer } from '../src/engine/providers/testing/fake-gemini-server';
import { startFakeOpenAiServer } from '../src/engine/providers/testing/fake-openai-server';
import { medianMs } from './bench-support';

const RUNS = 5;
const metadata = { kind: 'scene' as const, description: 'bench', matched: [], engine: 'bench' };

async function median(label: string, run: () => Promise<unknown>): Promise<void> {
  console.log(`${label.padEnd(52)} median ${((await medianMs(RUNS, run)) / 1000).toFixed(2)} s over ${RUNS} runs`);
}

const drawing = await drawFakeLineArt({ figures: 4, width: 1024, height: 1536 });
const jpeg = await sharp(drawing).jpeg({ quality: 30 }).toBuffer();
const busyShapes: string[] = [];
for (let row = 0; row < 20; row++) {
  for (let column = 0; column < 15; column++) {
    const cx = 100 + column * 200;
    const cy = 100 + row * 200;
    busyShapes.push(`<circle cx="${cx}" cy="${cy}" r="${60 + ((row * 7 + column * 3) % 30)}" fill="#aaa" stroke="#000" stroke-width="10"/>`);
    busyShapes.push(`<path d="M ${cx - 90} ${cy + 90} Q ${cx} ${cy + 40} ${cx + 90} ${cy + 90}" fill="none" stroke="#000" stroke-width="6"/>`);
  }
}
const busy = await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><rect width="100%" height="100%" fill="#fff"/>${busyShapes.join('')}</svg>`),
)
  .jpeg({ quality: 50 })
  .toBuffer();

await median('linework: 1024 x 1536 PNG drawing', () => createLineworkPage(drawing, metadata));
await median('linework: 1024 x 1536 JPEG (quality 30)', () => createLineworkPage(jpeg, metadata));
await median('linework: 3000 x 4000 JPEG, 300 shaded shapes', () => createLineworkPage(busy, metadata));

const openAi = await startFakeOpenAiServer();
const gemini = await startFakeGeminiServer();
const limits = { apiKey: 'bench', timeoutMs: 60_000, maxRetries: 0 };
const openAiEngine = createOpenAiEngine({ ...limits, model: 'gpt-image-1.5', baseUrl: openAi.baseUrl });
const geminiEngine = createGeminiEngine({ ...limits, model: 'gemini-2.5-flash-image', baseUrl: gemini.baseUrl });
const sheet = { name: 'Pip', description: 'a small robot', poses: 4 };
await median('OpenAI sheet via fake server (SDK + linework)', () => openAiEngine.characterSheet(sheet));
await median('Gemini sheet via fake server (SDK + linework)', () => geminiEngine.characterSheet(sheet));
await Promise.all([openAi.close(), gemini.close()]);
