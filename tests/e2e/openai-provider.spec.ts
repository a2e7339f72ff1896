import { createHash, randomBytes } from 'node:crypto';
import type { APIResponse, Page, Response } from '@playwright/test';
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

/** The answer to the page's next `method` call of `path`. */
function answerTo(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === path);
}

/** Draws and saves a character on the Create Character screen; answers it with the hash of its stored sheet. */
async function createCharacter(
  page: Page,
  input: { name: string; description: string; numberOfPoses: number },
): Promise<{ character: Character; sheetSha256: string }> {
  await page.goto('/characters/new');
  await page.getByLabel('Character Name').fill(input.name);
  await page.getByLabel('Character Description').fill(input.description);
  await page.getByTestId(`button-poses-${input.numberOfPoses}`).click();
  const drawnAnswer = answerTo(page, 'POST', '/api/characters/generate');
  await page.getByRole('button', { name: 'Generate Character Sheet' }).click();
  const sheet = await generatedPng(await drawnAnswer);
  await expect(page.getByTestId('img-character-sheet')).toHaveAttribute('src', dataUriOf(sheet));
  await expectPrintPage(sheet);
  const drawn = await onlyRequestMentioning(input.description);
  expect(drawn).toMatchObject({ path: '/v1/images/generations', model: DEFAULT_OPENAI_IMAGE_MODEL, images: [] });
  expect(drawn.prompt).toContain(`in ${input.numberOfPoses} distinct poses`);
  expect(drawn.prompt).toContain(input.name);

  const savedAnswer = answerTo(page, 'POST', '/api/characters');
  await page.getByRole('button', { name: 'Save Character' }).click();
  const saved = await savedAnswer;
  expect(saved.status(), await saved.text()).toBe(201);
  await expect(page.getByText('Character Saved!')).toBeVisible();
  const character = CharacterSchema.parse(await saved.json());
  // The sheet a scene sends is the stored one (re-encoded on save), so that is what the hash must match.
  const stored = await page.request.get(character.imageUrl);
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

  test('characters, a scene with their sheets as references, a refine and a save, on the screens', async ({ page }) => {
    await signUp(page);
    // What 'Start Creating!' does; the welcome dialog would otherwise cover the dashboard after each save.
    expect((await page.request.patch('/api/user/tier', { data: { tier: 'beta' } })).status()).toBe(200);
    const marker = uniqueMarker();
    const fox = await createCharacter(page, {
      name: 'Fern',
      description: `A small fox with a striped scarf and big round glasses (${marker})`,
      numberOfPoses: 4,
    });
    const owl = await createCharacter(page, {
      name: 'Olly',
      description: `A round little owl with a tiny backpack (${marker})`,
      numberOfPoses: 3,
    });
    expect(owl.sheetSha256).not.toBe(fox.sheetSha256);

    // The owl is chosen first, so it is the main character and its sheet must lead.
    const sceneDescription = `The two friends have a picnic on a hill under a big tree (${marker})`;
    await page.goto('/scenes/new');
    await page.getByRole('button', { name: /Olly/ }).click();
    await page.getByRole('button', { name: /Fern/ }).click();
    await expect(page.getByText('Select Characters (2 selected)')).toBeVisible();
    await page.getByLabel('Scene Title').fill('Picnic Day');
    await page.getByLabel('Scene Description').fill(sceneDescription);
    await page.getByRole('combobox', { name: 'Age Group' }).click();
    await page.getByRole('option', { name: /3-5 years/ }).click();
    const sceneAnswer = answerTo(page, 'POST', '/api/scenes/generate');
    await page.getByRole('button', { name: 'Generate Scene' }).click();
    const sceneResponse = await sceneAnswer;
    expect(sceneResponse.request().postDataJSON()).toMatchObject({
      characterIds: [owl.character.id, fox.character.id],
      ageGroup: '3-5',
    });
    const scene = await generatedPng(sceneResponse);
    const preview = page.getByTestId('scene-preview');
    await expect(preview).toHaveAttribute('src', dataUriOf(scene));
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

    // A refused refine keeps the picture and says why, in words a person understands.
    const refusedInstructions = `Add a sword fight, FAKE_REFUSE (${marker})`;
    await page.getByRole('button', { name: 'Refine Scene' }).click();
    await page.getByLabel('Instructions').fill(refusedInstructions);
    const refusedAnswer = answerTo(page, 'POST', '/api/scenes/refine-temp');
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    const refused = await refusedAnswer;
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: REFUSED_MESSAGE });
    await expect(page.getByText('Refinement Failed')).toBeVisible();
    await expect(page.getByText(REFUSED_MESSAGE)).toBeVisible();
    await expect(preview).toHaveAttribute('src', dataUriOf(scene));
    await onlyRequestMentioning(refusedInstructions);

    const instructions = `Add a kite flying in the sky (${marker})`;
    await page.getByRole('button', { name: 'Refine Scene' }).click();
    await page.getByLabel('Instructions').fill(instructions);
    const refinedAnswer = answerTo(page, 'POST', '/api/scenes/refine-temp');
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    const refined = await generatedPng(await refinedAnswer);
    await expect(page.getByText('Scene Refined!')).toBeVisible();
    await expect(preview).toHaveAttribute('src', dataUriOf(refined));
    await expectPrintPage(refined);
    const refineSent = await onlyRequestMentioning(instructions);
    expect(refineSent).toMatchObject({ path: '/v1/images/edits', model: DEFAULT_OPENAI_IMAGE_MODEL });
    expect(refineSent.prompt).toContain(`Edit this coloring page: ${instructions}`);
    expect(refineSent.images.map((image) => image.sha256)).toEqual([sha256(scene)]);

    const quota = QuotaSchema.parse(await (await page.request.get('/api/quota')).json());
    expect(quota.scenes.used, 'the scene and the refine count; the refused refine costs nothing').toBe(2);

    const savedAnswer = answerTo(page, 'POST', '/api/scenes');
    await page.getByRole('button', { name: 'Save Scene' }).click();
    const saved = await savedAnswer;
    expect(saved.status(), await saved.text()).toBe(201);
    expect(saved.request().postDataJSON()).toMatchObject({ title: 'Picnic Day', dataUri: dataUriOf(refined) });
    await expect(page.getByText('Scene Saved!')).toBeVisible();
    const { id } = CreatedResponseSchema.parse(await saved.json());
    const scenes = SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
    const savedScene = scenes.find((item) => item.id === id);
    expect(savedScene).toMatchObject({ title: 'Picnic Day', sceneDescription, ageGroup: '3-5' });
    expect([...(savedScene?.characterNames ?? [])].sort()).toEqual(['Fern', 'Olly']);
    const stored = await page.request.get(savedScene!.imageUrl);
    expect(stored.status()).toBe(200);
    await expectPrintPage(await stored.body());
  });
});
