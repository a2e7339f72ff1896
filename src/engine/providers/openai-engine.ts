import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, toFile } from 'openai';
import type { ImagesResponse } from 'openai/resources/images';
import { createLineworkPage } from '../linework/linework';
import { readPageMetadata } from '../page-png';
import type { CharacterSheet, CharacterSpec, Engine, EngineConfig, Page, PageMetadata } from '../types';
import { uprightPhotoPng } from '../photo/upright-photo';
import { characterSheetPrompt, photoPagePrompt, refinePrompt, scenePrompt } from './prompts';
import { providerErrors, shortDetail } from './provider-errors';

/**
 * gpt-image-1.5: the SDK's own default for edits, accepts up to 16 input images (a scene has at most six
 * characters) and supports `input_fidelity: 'high'`, which is what keeps a character recognisable from
 * its sheet. Override with OPENAI_IMAGE_MODEL (e.g. gpt-image-2, or gpt-image-1-mini to save cost).
 */
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1.5';
/** GPT image models accept up to 16 input images per edit. */
export const OPENAI_MAX_REFERENCE_IMAGES = 16;

const PROVIDER = 'OpenAI';
/** Portrait, closest to US Letter among the sizes every GPT image model accepts. */
const PORTRAIT_SIZE = '1024x1536';

export type OpenAiSettings = NonNullable<EngineConfig['openai']>;

export function createOpenAiEngine(settings: OpenAiSettings): Engine {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
  // gpt-image-1-mini rejects input_fidelity; every other GPT image model uses it to follow reference faces.
  const fidelity = settings.model.includes('mini') ? {} : { input_fidelity: 'high' as const };

  async function call(request: () => Promise<ImagesResponse>): Promise<Buffer> {
    let response: ImagesResponse;
    try {
      response = await request();
    } catch (error) {
      throw toEngineError(error, settings.timeoutMs);
    }
    const encoded = response.data?.[0]?.b64_json;
    if (!encoded) throw providerErrors.noImage(PROVIDER, 'no image data in the answer');
    return Buffer.from(encoded, 'base64');
  }

  function metadata(kind: PageMetadata['kind'], description: string, extra: Record<string, unknown>): PageMetadata {
    return { kind, description, matched: [], engine: 'openai', model: settings.model, ...extra };
  }

  function characterSpec(input: { name: string; description: string }): CharacterSpec {
    return { version: 1, engine: 'openai', name: input.name, description: input.description };
  }

  return {
    name: 'openai',
    characterSpec,

    async characterSheet(input): Promise<CharacterSheet> {
      const image = await call(() =>
        client.images.generate({
          model: settings.model,
          prompt: characterSheetPrompt(input),
          n: 1,
          size: PORTRAIT_SIZE,
          background: 'opaque',
          output_format: 'png',
        }),
      );
      const page = await createLineworkPage(image, metadata('sheet', input.description, { name: input.name, poses: input.poses }));
      return { ...page, spec: characterSpec(input) };
    },

    async scene(input): Promise<Page> {
      const references = input.characters.slice(0, OPENAI_MAX_REFERENCE_IMAGES);
      const prompt = scenePrompt({
        title: input.title,
        description: input.description,
        ageGroup: input.ageGroup,
        characters: input.characters.map((character, index) => ({
          name: character.spec.name || character.name,
          description: character.spec.description || character.description,
          referenceImage: index < references.length ? index + 1 : null,
        })),
      });
      const images = await Promise.all(
        references.map((character, index) =>
          toFile(character.sheetPng, `character-${index + 1}.png`, { type: 'image/png' }),
        ),
      );
      const image = await call(() =>
        client.images.edit({
          model: settings.model,
          image: images,
          prompt,
          n: 1,
          size: PORTRAIT_SIZE,
          background: 'opaque',
          output_format: 'png',
          ...fidelity,
        }),
      );
      return createLineworkPage(
        image,
        metadata('scene', input.description, {
          title: input.title,
          ageGroup: input.ageGroup,
          characters: input.characters.map((character) => character.name),
        }),
      );
    },

    async refine(input): Promise<Page> {
      const previous = readPageMetadata(input.png);
      const image = await call(async () =>
        client.images.edit({
          model: settings.model,
          image: await toFile(input.png, 'page.png', { type: 'image/png' }),
          prompt: refinePrompt(input),
          n: 1,
          size: PORTRAIT_SIZE,
          background: 'opaque',
          output_format: 'png',
          ...fidelity,
        }),
      );
      return createLineworkPage(
        image,
        metadata(previous?.kind ?? 'scene', previous?.description ?? input.instructions, { instructions: input.instructions }),
      );
    },

    async photoPage(input): Promise<Page> {
      const photo = await uprightPhotoPng(input.image);
      const image = await call(async () =>
        client.images.edit({
          model: settings.model,
          image: await toFile(photo, 'photo.png', { type: 'image/png' }),
          prompt: photoPagePrompt(input),
          n: 1,
          size: PORTRAIT_SIZE,
          background: 'opaque',
          output_format: 'png',
          ...fidelity,
        }),
      );
      return createLineworkPage(image, metadata('photo', input.title || 'Photo page', { title: input.title, ageGroup: input.ageGroup, background: input.background }));
    },
  };
}

function toEngineError(error: unknown, timeoutMs: number): Error {
  // The timeout class extends the connection class, so it is checked first.
  if (error instanceof APIConnectionTimeoutError) return providerErrors.timedOut(PROVIDER, timeoutMs, error);
  if (error instanceof APIConnectionError) return providerErrors.unreachable(PROVIDER, error);
  if (!(error instanceof APIError)) return providerErrors.unreachable(PROVIDER, error);
  const detail = shortDetail(readErrorMessage(error));
  // moderation_blocked: GPT image models; content_policy_violation: DALL-E.
  if (error.code === 'moderation_blocked' || error.code === 'content_policy_violation') {
    return providerErrors.refused(PROVIDER, error);
  }
  switch (error.status) {
    case 429:
      return error.code === 'insufficient_quota'
        ? providerErrors.outOfCredit(PROVIDER, error)
        : providerErrors.rateLimited(PROVIDER, error);
    case 401:
    case 403:
      return providerErrors.rejectedKey(PROVIDER, error);
    case 400:
    case 404:
    case 422:
      return providerErrors.rejectedRequest(PROVIDER, detail, error);
    case 408:
    case 504:
      return providerErrors.timedOut(PROVIDER, timeoutMs, error);
    default:
      return providerErrors.unreachable(PROVIDER, error);
  }
}

function readErrorMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}
