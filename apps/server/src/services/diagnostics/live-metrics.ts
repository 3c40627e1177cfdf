import type { RefusalReason } from '@mergepix/core';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

// What the live image engine tells GET /metrics (Prometheus text format): how opens were
// answered, how long renders take and wait, and what is in flight. One registry per app, so test
// apps in one process never share counters. The alerts worth setting are in docs/scale-out.md.

/** Why an open got the design's fallbacks instead of its recipient's image. */
export type FallbackReason = 'deadline' | 'overload' | 'abandoned' | 'error';

/** How an open was answered. */
export type AnswerKind = 'rendered' | 'cache_hit' | 'not_modified' | 'fallback' | 'not_found';

export class LiveMetrics {
  readonly registry = new Registry();
  private readonly answers = new Counter({
    name: 'mergepix_live_answers_total',
    help: 'Live image opens answered, by how: rendered for the recipient, from the cache, 304, fallback, 404',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly fallbacks = new Counter({
    name: 'mergepix_live_fallbacks_total',
    help: 'Opens answered with the design fallbacks, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly renderSeconds = new Histogram({
    name: 'mergepix_live_render_seconds',
    help: 'Time a render thread spent drawing one live image',
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [this.registry],
  });
  private readonly waitSeconds = new Histogram({
    name: 'mergepix_live_queue_wait_seconds',
    help: 'Time a live render waited for a thread',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2],
    registers: [this.registry],
  });
  private readonly answerSeconds = new Histogram({
    name: 'mergepix_live_answer_seconds',
    help: 'Time from an open arriving to its answer being ready, by how it was answered',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [this.registry],
  });
  private readonly abandonedRenders = new Counter({
    name: 'mergepix_live_renders_abandoned_total',
    help: 'Renders stopped for running past their time limit (their thread was replaced)',
    registers: [this.registry],
  });
  private readonly missesRefused = new Counter({
    name: 'mergepix_live_unknown_ids_refused_total',
    help: 'Opens of unknown ids answered 404 without a database lookup (over the address budget)',
    registers: [this.registry],
  });
  private readonly filteredValues = new Counter({
    name: 'mergepix_live_values_filtered_total',
    help: 'Values of opens brand safety refused (the fallback was drawn): by the filter, or unsigned',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly opensCounted = new Counter({
    name: 'mergepix_live_opens_counted_total',
    help: 'Opens recorded for the designs statistics',
    registers: [this.registry],
  });

  constructor(state: () => { queued: number; inFlight: number; cacheBytes: number }) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('mergepix_live_renders_queued', 'Live renders waiting for a thread', () => state().queued);
    gauge('mergepix_live_renders_in_flight', 'Live renders being drawn', () => state().inFlight);
    gauge('mergepix_live_cache_bytes', 'Bytes of encoded live images in memory', () => state().cacheBytes);
  }

  answered(kind: AnswerKind, seconds: number, reason?: FallbackReason): void {
    this.answers.inc({ kind });
    this.answerSeconds.observe({ kind }, seconds);
    if (reason) this.fallbacks.inc({ reason });
  }

  filtered(reason: RefusalReason): void {
    this.filteredValues.inc({ reason });
  }

  drawn(ms: number, waitedMs: number): void {
    this.renderSeconds.observe(ms / 1000);
    this.waitSeconds.observe(waitedMs / 1000);
  }

  abandoned(): void {
    this.abandonedRenders.inc();
  }

  missRefused(): void {
    this.missesRefused.inc();
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
