import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { drawFakeLineArt } from './fake-drawing';
import { sendJson, startLoopbackServer } from './fake-http-server';

/**
 * A local stand-in for the OpenAI Images API speaking its wire protocol: JSON POST /v1/images/generations,
 * multipart POST /v1/images/edits with `image[]` parts, `{ data: [{ b64_json }] }` answers and OpenAI's
 * error JSON. Tests and the end-to-end run point the official SDK at `baseUrl`.
 *
 * A prompt containing FAKE_REFUSE is answered like a safety refusal, so the whole product can be driven
 * into that path without scripting the server.
 *
 * GET /__requests answers what was received so far (`RecordedOpenAiRequestSummary[]`): an end-to-end test
 * runs the product in another process and can only ask over HTTP. The server listens on 127.0.0.1 only.
 */
export interface RecordedOpenAiImage {
  /** The multipart field name, `image[]` for the array form the SDK sends. */
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

export interface RecordedOpenAiRequest {
  path: string;
  authorization: string | undefined;
  contentType: string;
  /** The JSON body (generations) or the text fields of the multipart form (edits). */
  fields: Record<string, unknown>;
  images: RecordedOpenAiImage[];
}

/** A recorded request as JSON: image parts by size and hash instead of bytes. */
export interface RecordedOpenAiRequestSummary {
  path: string;
  model: unknown;
  prompt: unknown;
  fields: Record<string, unknown>;
  images: { field: string; filename: string; type: string; byteLength: number; sha256: string }[];
}

export const FAKE_OPENAI_REQUESTS_PATH = '/__requests';

export interface FakeOpenAiError {
  kind: 'error';
  status: number;
  message: string;
  type: string;
  code: string | null;
  headers?: Record<string, string>;
}

export type FakeOpenAiReply =
  | FakeOpenAiError
  /** Any JSON with any status, e.g. an answer without image data. */
  | { kind: 'json'; status: number; body: unknown }
  /** Never answers, so the client's timeout fires. */
  | { kind: 'hang' };

export interface FakeOpenAiServer {
  /** What the SDK's `baseURL` should be: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  port: number;
  requests: RecordedOpenAiRequest[];
  /** Queues replies used, in order, instead of drawings for the next requests. */
  enqueue(...replies: FakeOpenAiReply[]): void;
  close(): Promise<void>;
}

export const OPENAI_REFUSAL: FakeOpenAiError = {
  kind: 'error',
  status: 400,
  message:
    'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
  type: 'image_generation_user_error',
  code: 'moderation_blocked',
};

export async function startFakeOpenAiServer(options: { port?: number } = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedOpenAiRequest[] = [];
  const queue: FakeOpenAiReply[] = [];

  async function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const isGeneration = path === '/v1/images/generations';
    const isEdit = path === '/v1/images/edits';
    if (request.method === 'GET' && path === FAKE_OPENAI_REQUESTS_PATH) {
      sendJson(response, 200, requests.map(summarizeRequest));
      return;
    }
    if (request.method !== 'POST' || (!isGeneration && !isEdit)) {
      sendError(response, { status: 404, message: `Unknown request URL: ${request.method} ${path}.`, type: 'invalid_request_error', code: 'unknown_url' });
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    const recorded: RecordedOpenAiRequest = {
      path,
      authorization: request.headers.authorization,
      contentType,
      fields: {},
      images: [],
    };
    if (isGeneration) {
      if (!contentType.startsWith('application/json')) {
        sendError(response, { status: 400, message: 'Expected a JSON body.', type: 'invalid_request_error', code: null });
        return;
      }
      recorded.fields = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } else {
      if (!contentType.startsWith('multipart/form-data')) {
        sendError(response, { status: 400, message: 'Expected multipart/form-data.', type: 'invalid_request_error', code: null });
        return;
      }
      // undici's multipart parser, the same one Node's fetch uses.
      const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') recorded.fields[field] = value;
        else recorded.images.push({ field, filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
      }
    }
    requests.push(recorded);

    if (!recorded.authorization?.startsWith('Bearer ') || recorded.authorization.length <= 'Bearer '.length) {
      sendError(response, { status: 401, message: 'You didn\'t provide an API key.', type: 'invalid_request_error', code: null });
      return;
    }
    const reply = queue.shift();
    if (reply?.kind === 'hang') return;
    if (reply?.kind === 'json') return sendJson(response, reply.status, reply.body);
    if (reply?.kind === 'error') return sendError(response, reply);
    const prompt = typeof recorded.fields.prompt === 'string' ? recorded.fields.prompt : '';
    if (prompt.includes('FAKE_REFUSE')) return sendError(response, OPENAI_REFUSAL);
    if (!prompt) {
      sendError(response, { status: 400, message: "Missing required parameter: 'prompt'.", type: 'invalid_request_error', code: 'missing_required_parameter' });
      return;
    }
    if (isEdit && recorded.images.length === 0) {
      sendError(response, { status: 400, message: "Missing required parameter: 'image'.", type: 'invalid_request_error', code: 'missing_required_parameter' });
      return;
    }
    const [width, height] = parseSize(recorded.fields.size);
    const poses = /in (\d+) distinct poses/.exec(prompt);
    // A sheet shows its poses; a scene shows one figure per reference sheet; a refine redraws one page.
    const figures = poses ? Number(poses[1]) : isEdit && recorded.images.length > 1 ? recorded.images.length : 1;
    const png = await drawFakeLineArt({ figures, width, height });
    sendJson(response, 200, {
      created: Math.floor(Date.now() / 1000),
      background: 'opaque',
      output_format: 'png',
      quality: 'medium',
      size: `${width}x${height}`,
      data: [{ b64_json: png.toString('base64') }],
      usage: { input_tokens: 50, input_tokens_details: { image_tokens: 0, text_tokens: 50 }, output_tokens: 1056, total_tokens: 1106 },
    });
  }

  const server = await startLoopbackServer(handle, options.port);
  return {
    baseUrl: `${server.origin}/v1`,
    port: server.port,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: server.close,
  };
}

function sendError(response: ServerResponse, error: Omit<FakeOpenAiError, 'kind'>): void {
  sendJson(response, error.status, { error: { message: error.message, type: error.type, param: null, code: error.code } }, error.headers);
}

function summarizeRequest(request: RecordedOpenAiRequest): RecordedOpenAiRequestSummary {
  return {
    path: request.path,
    model: request.fields.model,
    prompt: request.fields.prompt,
    fields: request.fields,
    images: request.images.map((image) => ({
      field: image.field,
      filename: image.filename,
      type: image.type,
      byteLength: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
    })),
  };
}

function parseSize(size: unknown): [number, number] {
  const match = typeof size === 'string' ? /^(\d+)x(\d+)$/.exec(size) : null;
  return match ? [Number(match[1]), Number(match[2])] : [1024, 1024];
}
