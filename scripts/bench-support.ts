/** What every benchmark script measures with: percentiles and medians of repeated runs. */

/** The value below which `share` (0 to 1) of the sorted figures fall. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Runs `run` `runs` times one after another and returns the median wall time in milliseconds. */
export async function medianMs(runs: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return percentile(times.sort((a, b) => a - b), 0.5);
}
