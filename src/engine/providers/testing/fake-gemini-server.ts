import type { IncomingMessage, ServerResponse } from 'node:http';
import { drawFakeLineArt } from './fake-drawing';
import { sendJson, startLoopbackServer } from './fake-http-server';

/**
 * A local stand-in for the Gemini API speaking its wire protocol: POST /v1beta/models/{model}:generateContent
 * with the key in `x-goog-api-key`, `inlineData` parts in and out, Google's error JSON. Point the SDK at it
 * with `httpOptions.baseUrl = origin`.
 *
 * A prompt containing FAKE_REFUSE is answered like a safety block, so the whole product can be driven
 * into that path without scripting the server.
 */
export interface RecordedGeminiRequest {
  model: string;
  apiKey: string | undefined;
  body: GeminiRequestBody;
  /** Every text part, in order. */
  texts: string[];
  /** Every inlineData part, in order. */
  images: { mimeType: string; bytes: Buffer }[];
}

interface GeminiPart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
}

interface GeminiRequestBody {
  contents?: { role?: string; parts?: GeminiPart[] }[];
  generationConfig?: { responseModalities?: string[]; imageConfig?: { aspectRatio?: string } };
}

export type FakeGeminiReply =
  /** An HTTP error in Google's format, e.g. 429 RESOURCE_EXHAUSTED. */
  | { kind: 'error'; code: number; status: string; message: string }
  /** A 200 answer whose prompt was blocked: promptFeedback.blockReason, no candidates. */
  | { kind: 'blocked'; blockReason: string }
  /** A 200 answer with a candidate that ended without an image, optionally saying something. */
  | { kind: 'no-image'; finishReason: string; text?: string }
  | { kind: 'json'; status: number; body: unknown }
  /** Never answers, so the client's timeout fires. */
  | { kind: 'hang' };

export interface FakeGeminiServer {
  /** What the SDK's `httpOptions.baseUrl` should be: http://127.0.0.1:PORT */
  baseUrl: string;
  port: number;
  requests: RecordedGeminiRequest[];
  enqueue(...replies: FakeGeminiReply[]): void;
  close(): Promise<void>;
}

const ROUTE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

export async function startFakeGeminiServer(options: { port?: number } = {}): Promise<FakeGeminiServer> {
  const requests: RecordedGeminiRequest[] = [];
  const queue: FakeGeminiReply[] = [];

  async function handle(request: IncomingMessage, raw: Buffer, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const route = ROUTE.exec(path);
    if (request.method !== 'POST' || !route) {
      sendError(response, 404, 'NOT_FOUND', `Requested entity was not found: ${request.method} ${path}`);
      return;
    }
    let body: GeminiRequestBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as GeminiRequestBody;
    } catch {
      sendError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
      return;
    }
    const parts = (body.contents ?? []).flatMap((content) => content.parts ?? []);
    const apiKeyHeader = request.headers['x-goog-api-key'];
    const recorded: RecordedGeminiRequest = {
      model: decodeURIComponent(route[1]!),
      apiKey: Array.isArray(apiKeyHeader) ? apiKeyHeader[0] : apiKeyHeader,
      body,
      texts: parts.flatMap((part) => (typeof part.text === 'string' ? [part.text] : [])),
      images: parts.flatMap((part) =>
        part.inlineData?.data
          ? [{ mimeType: part.inlineData.mimeType ?? '', bytes: Buffer.from(part.inlineData.data, 'base64') }]
          : [],
      ),
    };
    requests.push(recorded);

    if (!recorded.apiKey) {
      sendError(response, 403, 'PERMISSION_DENIED', 'Method doesn\'t allow unregistered callers. Please use API Key or other form of API consumer identity to call this API.');
      return;
    }
    const reply = queue.shift();
    if (reply?.kind === 'hang') return;
    if (reply?.kind === 'json') return sendJson(response, reply.status, reply.body);
    if (reply?.kind === 'error') return sendError(response, reply.code, reply.status, reply.message);
    if (reply?.kind === 'blocked' || recorded.texts.some((text) => text.includes('FAKE_REFUSE'))) {
      sendJson(response, 200, {
        promptFeedback: { blockReason: reply?.kind === 'blocked' ? reply.blockReason : 'PROHIBITED_CONTENT' },
        usageMetadata: { promptTokenCount: 120, totalTokenCount: 120 },
        modelVersion: recorded.model,
      });
      return;
    }
    if (reply?.kind === 'no-image') {
      sendJson(response, 200, {
        candidates: [
          {
            content: reply.text ? { role: 'model', parts: [{ text: reply.text }] } : undefined,
            finishReason: reply.finishReason,
            index: 0,
          },
        ],
        modelVersion: recorded.model,
      });
      return;
    }
    const prompt = recorded.texts[0] ?? '';
    const poses = /in (\d+) distinct poses/.exec(prompt);
    const figures = poses ? Number(poses[1]) : Math.max(1, recorded.images.length);
    // 3:4 at Gemini's 1K size.
    const png = await drawFakeLineArt({ figures, width: 864, height: 1184 });
    sendJson(response, 200, {
      candidates: [
        {
          content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 1290, totalTokenCount: 1410 },
      modelVersion: recorded.model,
      responseId: `fake-${requests.length}`,
    });
  }

  const server = await startLoopbackServer(handle, options.port);
  return {
    baseUrl: server.origin,
    port: server.port,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: server.close,
  };
}

function sendError(response: ServerResponse, code: number, status: string, message: string): void {
  sendJson(response, code, { error: { code, message, status } });
}
