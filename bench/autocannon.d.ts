// Types for the part of autocannon 8 the benchmarks use (it ships none). @types/autocannon is
// written for 7.x and types the call without a callback as a plain Promise, but it returns an
// EventEmitter that is also a thenable and can be stopped (lib/init.js), which batch-export.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** The request handed to `setupRequest`: the defaults merged with the entry's own fields. */
    interface RequestData {
      method: string;
      path: string;
      headers: Record<string, string>;
      body: string | Buffer;
    }

    /** One entry of `requests`: fields that override the options, or a function that sets them. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Changes the request before it is sent; a falsy result restarts from the first entry. */
      setupRequest?: (
        request: RequestData,
        context: Record<string, unknown>,
      ) => RequestData | null | undefined;
      /** Called with each answer (its body is then collected); header names as the server sent them. */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }

    interface Options {
      url: string;
      /** Concurrent connections (default 10). */
      connections?: number;
      /** Requests to send in all, instead of running for `duration`. */
      amount?: number;
      /** Seconds to run (default 10). */
      duration?: number;
      /** Requests per second over all connections (no limit by default). */
      overallRate?: number;
      /** Seconds to wait for an answer before it counts as a timeout (default 10). */
      timeout?: number;
      requests?: Request[];
    }

    /** A histogram's summary: mean, spread and percentiles (p1 … p99_999; the benches use p50 and p99). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      /** Requests per second, sampled every second; `total` counts answers, `sent` requests sent. */
      requests: Histogram & { sent: number };
      /** Milliseconds from sending a request to its answer. */
      latency: Histogram;
      /** Bytes per second. */
      throughput: Histogram;
      /** Seconds the run took. */
      duration: number;
      /** Connection errors, timeouts included. */
      errors: number;
      /** Requests that got no answer within `timeout`. */
      timeouts: number;
      /** Answers whose status was not 2xx. */
      non2xx: number;
    }

    /** A running load: an EventEmitter that resolves to the result and can be stopped early. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      /** Ends the run now; the result covers what was done so far. */
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
