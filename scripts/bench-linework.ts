/**
 * Linework and provider benchmark: median time to turn a provider-sized raster into a print page, for a
 * clean 1024 x 1536 drawing, the same as a low-quality JPEG, and a 3000 x 4000 noisy photo-like image
 * (the worst case: thousands of traced paths); then a whole OpenAI and Gemini sheet against the local
 * fake servers (SDK request + linework), which is the overhead the product adds to a real provider's time.
 */
import sharp from 'sharp';
import { createLineworkPage } from '../src/engine/linework/linework';
import { createGeminiEngine } from '../src/engine/providers/gemini-engine';
import { createOpenAiEngine } from '../src/engine/providers/openai-engine';
import { drawFakeLineArt } from '../src/engine/providers/testing/fake-drawing';
import { startFakeGeminiServer } from '../src/engine/providers/testing/fake-gemini-server';
import { startFakeOpenAiServer } from '../src/engine/providers/testing/fake-openai-server';

const RUNS = 5;
const metadata = { kind: 'scene' as const, description: 'bench', matched: [], engine: 'bench' };

async function median(label: string, run: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${(times[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s over ${RUNS} runs`);
}

const drawing = await drawFakeLineArt({ figures: 4, width: 1024, height: 1536 });
const jpeg = await sharp(drawing).jpeg({ quality: 30 }).toBuffer();
const noise = Buffer.alloc(3000 * 4000);
for (let i = 0; i < noise.length; i++) noise[i] = (Math.sin(i * 12.9898) * 43758.5453) % 1 > 0 ? 255 : 0;
const photo = await sharp(noise, { raw: { width: 3000, height: 4000, channels: 1 } }).blur(6).jpeg().toBuffer();

await median('linework: 1024 x 1536 PNG drawing', () => createLineworkPage(drawing, metadata));
await median('linework: 1024 x 1536 JPEG (quality 30)', () => createLineworkPage(jpeg, metadata));
await median('linework: 3000 x 4000 noisy photo-like JPEG', () => createLineworkPage(photo, metadata));

const openAi = await startFakeOpenAiServer();
const gemini = await startFakeGeminiServer();
const limits = { apiKey: 'bench', timeoutMs: 60_000, maxRetries: 0 };
const openAiEngine = createOpenAiEngine({ ...limits, model: 'gpt-image-1.5', baseUrl: openAi.baseUrl });
const geminiEngine = createGeminiEngine({ ...limits, model: 'gemini-2.5-flash-image', baseUrl: gemini.baseUrl });
const sheet = { name: 'Pip', description: 'a small robot', poses: 4 };
await median('OpenAI sheet via fake server (SDK + linework)', () => openAiEngine.characterSheet(sheet));
await median('Gemini sheet via fake server (SDK + linework)', () => geminiEngine.characterSheet(sheet));
await Promise.all([openAi.close(), gemini.close()]);
