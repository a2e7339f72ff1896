import { ApiError, GoogleGenAI, Modality, type GenerateContentResponse, type Part } from '@google/genai';
import { createLineworkPage } from '../linework/linework';
import { readPageMetadata } from '../page-png';
import type { CharacterSheet, CharacterSpec, Engine, EngineConfig, Page, PageMetadata } from '../types';
import { uprightPhotoPng } from '../photo/upright-photo';
import { characterSheetPrompt, photoPagePrompt, refinePrompt, scenePrompt } from './prompts';
import { providerErrors, shortDetail } from './provider-errors';

/**
 * gemini-2.5-flash-image ("Nano Banana"): the generally available Gemini image model, so its name does not
 * vanish like a preview's, and the cheapest that takes reference images and an aspect ratio. Override with
 * GEMINI_IMAGE_MODEL (e.g. gemini-3-pro-image-preview for better multi-character consistency).
 */
export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';

/**
 * How many character sheets a scene sends as images. Google documents Gemini 2.5 Flash Image as working best
 * with at most 3 input images; the Gemini 3 image models take up to 14 in all but keep at most 4 or 5
 * characters consistent. Characters beyond the cap are still described in the character bible.
 */
export function geminiReferenceLimit(model: string): number {
  return model.startsWith('gemini-3') ? 4 : 3;
}

const PROVIDER = 'Gemini';
/** The supported ratio closest to US Letter portrait (8.5 x 11 is 0.77; 3:4 is 0.75). */
const PAGE_ASPECT_RATIO = '3:4';
/** Answers that mean a safety filter stopped the picture, on the prompt or on the candidate. */
const SAFETY_REASONS = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'MODEL_ARMOR',
]);

export type GeminiSettings = NonNullable<EngineConfig['gemini']>;

export function createGeminiEngine(settings: GeminiSettings): Engine {
  const client = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      baseUrl: settings.baseUrl,
      timeout: settings.timeoutMs,
      // `attempts` counts the first call; without retryOptions the SDK does not retry at all.
      retryOptions: { attempts: settings.maxRetries + 1, initialDelay: 1, maxDelay: 8 },
    },
  });
  const referenceLimit = geminiReferenceLimit(settings.model);

  async function generate(parts: Part[]): Promise<Buffer> {
    let response: GenerateContentResponse;
    try {
      response = await client.models.generateContent({
        model: settings.model,
        contents: [{ role: 'user', parts }],
        config: { responseModalities: [Modality.IMAGE], imageConfig: { aspectRatio: PAGE_ASPECT_RATIO } },
      });
    } catch (error) {
      throw toEngineError(error, settings.timeoutMs);
    }
    return readImage(response);
  }

  function metadata(kind: PageMetadata['kind'], description: string, extra: Record<string, unknown>): PageMetadata {
    return { kind, description, matched: [], engine: 'gemini', model: settings.model, ...extra };
  }

  function characterSpec(input: { name: string; description: string }): CharacterSpec {
    return { version: 1, engine: 'gemini', name: input.name, description: input.description };
  }

  return {
    name: 'gemini',
    characterSpec,

    async characterSheet(input): Promise<CharacterSheet> {
      const image = await generate([{ text: characterSheetPrompt(input) }]);
      const page = await createLineworkPage(image, metadata('sheet', input.description, { name: input.name, poses: input.poses }));
      return { ...page, spec: characterSpec(input) };
    },

    async scene(input): Promise<Page> {
      const references = input.characters.slice(0, referenceLimit);
      const characters = input.characters.map((character, index) => ({
        name: character.spec.name || character.name,
        description: character.spec.description || character.description,
        referenceImage: index < references.length ? index + 1 : null,
      }));
      const prompt = scenePrompt({ title: input.title, description: input.description, ageGroup: input.ageGroup, characters });
      const referenceParts = references.flatMap((character, index): Part[] => [
        { text: `Reference image ${index + 1}: character sheet of ${characters[index]!.name}.` },
        { inlineData: { mimeType: 'image/png', data: character.sheetPng.toString('base64') } },
      ]);
      const image = await generate([{ text: prompt }, ...referenceParts]);
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
      const image = await generate([
        { text: refinePrompt(input) },
        { inlineData: { mimeType: 'image/png', data: input.png.toString('base64') } },
      ]);
      return createLineworkPage(
        image,
        metadata(previous?.kind ?? 'scene', previous?.description ?? input.instructions, { instructions: input.instructions }),
      );
    },

    async photoPage(input): Promise<Page> {
      const photo = await uprightPhotoPng(input.image);
      const image = await generate([{ text: photoPagePrompt(input) }, { inlineData: { mimeType: 'image/png', data: photo.toString('base64') } }]);
      return createLineworkPage(image, metadata('photo', input.title || 'Photo page', { title: input.title, ageGroup: input.ageGroup, background: input.background }));
    },
  };
}

function readImage(response: GenerateContentResponse): Buffer {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason && blockReason !== 'BLOCKED_REASON_UNSPECIFIED') throw providerErrors.refused(PROVIDER);
  const candidate = response.candidates?.[0];
  if (!candidate) throw providerErrors.noImage(PROVIDER, 'no candidates in the answer');
  const parts = candidate.content?.parts ?? [];
  const image = parts.find((part) => part.inlineData?.mimeType?.startsWith('image/') && part.inlineData.data);
  if (image?.inlineData?.data) return Buffer.from(image.inlineData.data, 'base64');
  if (candidate.finishReason && SAFETY_REASONS.has(candidate.finishReason)) throw providerErrors.refused(PROVIDER);
  const text = parts
    .map((part) => part.text ?? '')
    .join(' ')
    .trim();
  // The model sometimes explains in words instead of drawing, often a soft refusal.
  if (text) throw providerErrors.noImage(PROVIDER, `it replied in words: "${shortDetail(text, 120)}"; try rewording the description`);
  throw providerErrors.noImage(PROVIDER, `finish reason ${candidate.finishReason ?? 'unknown'}`);
}

function toEngineError(error: unknown, timeoutMs: number): Error {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return providerErrors.timedOut(PROVIDER, timeoutMs, error);
  }
  if (!(error instanceof ApiError)) return providerErrors.unreachable(PROVIDER, error);
  const detail = readErrorMessage(error);
  switch (error.status) {
    case 429:
      return providerErrors.rateLimited(PROVIDER, error);
    case 401:
    case 403:
      return providerErrors.rejectedKey(PROVIDER, error);
    case 400:
    case 404:
      // Google answers an invalid key with 400 API_KEY_INVALID rather than 401.
      return detail.includes('API key')
        ? providerErrors.rejectedKey(PROVIDER, error)
        : providerErrors.rejectedRequest(PROVIDER, shortDetail(detail), error);
    case 408:
    case 504:
      return providerErrors.timedOut(PROVIDER, timeoutMs, error);
    default:
      return providerErrors.unreachable(PROVIDER, error);
  }
}

/** The SDK puts Google's whole error JSON in `message`; the human part is `error.message` inside it. */
function readErrorMessage(error: ApiError): string {
  try {
    const body = JSON.parse(error.message) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not JSON: the message is already plain text.
  }
  return error.message;
}
