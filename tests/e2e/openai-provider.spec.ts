import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse, Response } from '@playwright/test';
import sharp from 'sharp';
import { FAKE_OPENAI_PORT } from '../../playwright.config';
import { DEFAULT_OPENAI_IMAGE_MODEL } from '../../src/engine/providers/openai-engine';
import { characterBible } from '../../src/engine/providers/prompts';
import { providerErrors } from '../../src/engine/providers/provider-errors';
import {
  FAKE_OPENAI_REQUESTS_PATH,
  type RecordedOpenAiRequestSummary,
} from '../../src/engine/providers/testing/fake-openai-server';
import { CharacterSchema, type Character } from '../../src/shared/character';
import { PAGE_DPI, PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../src/shared/constants';
import { GeneratedImageResponseSchema } from '../../src/shared/fields';
import { QuotaSchema } from '../../src/shared/quota';
import { CreatedResponseSchema, SceneListSchema } from '../../src/shared/scene';
import { expect, signUp, test } from './fixtures';

// This project's server runs with IMAGE_PROVIDER=openai and the official SDK pointed at the fake OpenAI
// Images API (playwright.config.ts). Every drawing below crosses the real wire protocol and the linework step.

const REFUSED_MESSAGE = providerErrors.refused('OpenAI').message;

/** Words no other test sends, so this test finds its own requests among the fake's recordings. */
function uniqueMarker(): string {
  return `ref-${randomBytes(4).toString('hex')}`;
}

/** What the fake has received whose prompt contains `text`, in the order it received them. */
async function requestsMentioning(text: string): Promise<RecordedOpenAiRequestSummary[]> {
  const response = await fetch(`http://127.0.0.1:${FAKE_OPENAI_PORT}${FAKE_OPENAI_REQUESTS_PATH}`);
  expect(response.status).toBe(200);
  const all = (await response.json()) as RecordedOpenAiRequestSummary[];
  return all
    .map((request) => ({
      ...request,
      // Multipart encoding turns every line break of a text field into CRLF (as for any HTML form).
      prompt: typeof request.prompt === 'string' ? request.prompt.replaceAll('\r\n', '\n') : request.prompt,
    }))
    .filter((request) => typeof request.prompt === 'string' && request.prompt.includes(text));
}

async function onlyRequestMentioning(text: string): Promise<RecordedOpenAiRequestSummary> {
  const matching = await requestsMentioning(text);
  expect(matching, `requests to the fake OpenAI API mentioning "${text}"`).toHaveLength(1);
  return matching[0]!;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function pngOfDataUri(dataUri: string): Buffer {
  expect(dataUri).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');
}

/** A print page: US Letter at 300 DPI, every pixel pure black or pure white, and a drawing on it. */
async function expectPrintPage(png: Buffer): Promise<void> {
  const metadata = await sharp(png).metadata();
  expect(metadata.format).toBe('png');
  expect([metadata.width, metadata.height, metadata.density]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX, PAGE_DPI]);
  const pixels = await sharp(png).removeAlpha().raw().toBuffer();
  expect(new Set(pixels)).toEqual(new Set([0, 255]));
}

async function generatedPng(response: APIResponse | Response): Promise<Buffer> {
  expect(response.status(), await response.text()).toBe(200);
  return pngOfDataUri(GeneratedImageResponseSchema.parse(await response.json()).dataUri);
}

function dataUriOf(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Draws a sheet with the sign-in-only call the Create Character page uses, then saves it. */
async function createCharacter(
  request: APIRequestContext,
  input: { name: string; description: string; numberOfPoses: number },
): Promise<{ character: Character; sheetSha256: string }> {
  const sheet = await generatedPng(
    await request.post('/api/characters/generate', {
      data: { characterDescription: input.description, numberOfPoses: input.numberOfPoses, name: input.name },
    }),
  );
  await expectPrintPage(sheet);
  const drawn = await onlyRequestMentioning(input.description);
  expect(drawn).toMatchObject({ path: '/v1/images/generations', model: DEFAULT_OPENAI_IMAGE_MODEL, images: [] });
  expect(drawn.prompt).toContain(`in ${input.numberOfPoses} distinct poses`);
  expect(drawn.prompt).toContain(input.name);

  const saved = await request.post('/api/characters', { data: { ...input, dataUri: dataUriOf(sheet) } });
  expect(saved.status(), await saved.text()).toBe(201);
  const character = CharacterSchema.parse(await saved.json());
  // The sheet a scene sends is the stored one (re-encoded on save), so that is what the hash must match.
  const stored = await request.get(character.imageUrl);
  expect(stored.status()).toBe(200);
  return { character, sheetSha256: sha256(await stored.body()) };
}

test.describe('the whole product with IMAGE_PROVIDER=openai', () => {
  // Several real linework passes (threshold, potrace, 300-DPI render) per test; this bounds a hang, it times nothing.
  test.describe.configure({ timeout: 180_000 });

  test('a visitor previews a character drawn by OpenAI as a clean print page', async ({ page }) => {
    const description = `A cheerful hedgehog in rain boots holding a leaf umbrella (${uniqueMarker()})`;
    await page.goto('/');
    await page.getByLabel('Describe your character').fill(description);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/characters/preview'));
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    const preview = await generatedPng(await answer);

    await expect(page.getByRole('heading', { name: 'Your Character is Ready!' })).toBeVisible({ timeout: 120_000 });
    const image = page.getByTestId('img-preview');
    await expect(image).toHaveAttribute('src', dataUriOf(preview));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(PAGE_WIDTH_PX);
    await expectPrintPage(preview);

    const sent = await onlyRequestMentioning(description);
    expect(sent).toMatchObject({ path: '/v1/images/generations', model: DEFAULT_OPENAI_IMAGE_MODEL, images: [] });
    expect(sent.prompt).toContain('in 3 distinct poses');
    expect(sent.prompt).toContain('black outline line art only');
  });

  test('a preview refused by the safety system shows its readable message', async ({ page }) => {
    // The fake answers any prompt containing FAKE_REFUSE with OpenAI's moderation_blocked error.
    const description = `A knight with a sword, FAKE_REFUSE (${uniqueMarker()})`;
    await page.goto('/');
    await page.getByLabel('Describe your character').fill(description);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/characters/preview'));
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: REFUSED_MESSAGE });

    await expect(page.getByText('Generation Failed')).toBeVisible();
    await expect(page.getByText(REFUSED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Character is Ready!' })).toBeHidden();
    await onlyRequestMentioning(description);
  });

  test('characters, a scene with their sheets as references, a refine and a save', async ({ page }) => {
    await signUp(page);
    const request = page.request;
    const marker = uniqueMarker();
    const fox = await createCharacter(request, {
      name: 'Fern',
      description: `A small fox with a striped scarf and big round glasses (${marker})`,
      numberOfPoses: 4,
    });
    const owl = await createCharacter(request, {
      name: 'Olly',
      description: `A round little owl with a tiny backpack (${marker})`,
      numberOfPoses: 3,
    });
    expect(owl.sheetSha256).not.toBe(fox.sheetSha256);

    // The owl is chosen first, so it is the main character and its sheet must lead.
    const sceneDescription = `The two friends have a picnic on a hill under a big tree (${marker})`;
    const characterIds = [owl.character.id, fox.character.id];
    const scene = await generatedPng(
      await request.post('/api/scenes/generate', {
        data: { characterIds, sceneDescription, ageGroup: '3-5', title: 'Picnic Day' },
      }),
    );
    await expectPrintPage(scene);
    const sceneSent = await onlyRequestMentioning(sceneDescription);
    expect(sceneSent).toMatchObject({ path: '/v1/images/edits', model: DEFAULT_OPENAI_IMAGE_MODEL });
    expect(sceneSent.images.map((image) => [image.field, image.sha256])).toEqual([
      ['image[]', owl.sheetSha256],
      ['image[]', fox.sheetSha256],
    ]);
    expect(sceneSent.prompt).toContain(
      characterBible([
        { name: owl.character.name, description: owl.character.description, referenceImage: 1 },
        { name: fox.character.name, description: fox.character.description, referenceImage: 2 },
      ]),
    );
    expect(sceneSent.prompt).toContain('Audience: ages 3 to 5');

    const instructions = `Add a kite flying in the sky (${marker})`;
    const refined = await generatedPng(
      await request.post('/api/scenes/refine-temp', { data: { dataUri: dataUriOf(scene), prompt: instructions } }),
    );
    await expectPrintPage(refined);
    const refineSent = await onlyRequestMentioning(instructions);
    expect(refineSent).toMatchObject({ path: '/v1/images/edits', model: DEFAULT_OPENAI_IMAGE_MODEL });
    expect(refineSent.prompt).toContain(`Edit this coloring page: ${instructions}`);
    expect(refineSent.images.map((image) => image.sha256)).toEqual([sha256(scene)]);

    const refused = await request.post('/api/scenes/generate', {
      data: { characterIds, sceneDescription: `A picnic, FAKE_REFUSE (${marker})`, ageGroup: '6-8' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: REFUSED_MESSAGE });
    const quota = QuotaSchema.parse(await (await request.get('/api/quota')).json());
    expect(quota.scenes.used, 'a refused drawing costs nothing').toBe(2);

    const saved = await request.post('/api/scenes', {
      data: { title: 'Picnic Day', sceneDescription, characterIds, dataUri: dataUriOf(refined), ageGroup: '3-5' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { id } = CreatedResponseSchema.parse(await saved.json());
    const scenes = SceneListSchema.parse(await (await request.get('/api/scenes')).json());
    const savedScene = scenes.find((item) => item.id === id);
    expect(savedScene).toMatchObject({ title: 'Picnic Day', sceneDescription, ageGroup: '3-5' });
    expect([...(savedScene?.characterNames ?? [])].sort()).toEqual(['Fern', 'Olly']);
    const stored = await request.get(savedScene!.imageUrl);
    expect(stored.status()).toBe(200);
    await expectPrintPage(await stored.body());
  });
});
