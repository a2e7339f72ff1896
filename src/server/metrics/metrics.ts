import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; a generation takes from a tenth of a second (built-in engine) to a couple of minutes (AI providers). */
const GENERATION_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120];

/**
 * The server's Prometheus metrics. One registry per app (not prom-client's global one), so tests that build
 * many apps in one process each count only their own requests.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let readQueue: (() => { waiting: number }) | null = null;
  return {
    /** Where the queue depth is read at each scrape: the engine's worker pool, when the app has one. */
    watchGenerationQueue(stats: () => { waiting: number }) {
      readQueue = stats;
    },
    generationQueueDepth: new Gauge({
      name: 'colorbook_generation_queue_depth',
      help: 'Generations waiting for a free engine worker on this instance.',
      registers: [registry],
      collect() {
        this.set(readQueue?.().waiting ?? 0);
      },
    }),
    registry,
    httpRequests: new Counter({
      name: 'colorbook_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'colorbook_http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    generations: new Counter({
      name: 'colorbook_generations_total',
      help: 'Image generations by provider, kind (character_sheet, scene, refine) and outcome (ok, queue_full, or the failure kind).',
      labelNames: ['provider', 'kind', 'outcome'] as const,
      registers: [registry],
    }),
    generationDuration: new Histogram({
      name: 'colorbook_generation_duration_seconds',
      help: 'Time an image generation took, by provider, kind and outcome.',
      labelNames: ['provider', 'kind', 'outcome'] as const,
      buckets: GENERATION_BUCKETS,
      registers: [registry],
    }),
    generationsInFlight: new Gauge({
      name: 'colorbook_generations_in_flight',
      help: 'Image generations asked of the engine and not answered yet on this instance, waiting ones included.',
      labelNames: ['provider'] as const,
      registers: [registry],
    }),
    quotaRefusals: new Counter({
      name: 'colorbook_quota_refusals_total',
      help: 'Requests refused by a plan limit (scenes, characters, books, library) or a rate limit (rate_limit).',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
