import { parentPort } from 'node:worker_threads';
import { type BatchRequest, batchSegments, planBatch } from '@mergepix/core';
import { hashAudience } from '../live/audience-hash.ts';
import type { PlanMessage, PlannedDesign, PlannedExport } from './batch-plan-thread.ts';

// The batch plan thread (batch-plan-thread.ts): reads an export's CSV and plans its rows, one
// request per message, away from the thread that answers every other request. The rows go back
// as the JSON the job stores, one string a chunk (batch-rows.ts): a string crosses threads as one
// copy, where 10,000 row objects took the receiving thread ~100 ms to rebuild and as long again
// to turn into JSON. An audience list comes back hashed, its hashes run together in one string a
// token (audience-hash.ts).

/** Rows a stored chunk holds (about 200 KB of JSON for rows of the 5 MB limit's size). */
const BATCH_ROW_CHUNK = 500;

const port = parentPort;
if (!port) throw new Error('batch-plan-worker.ts runs as a worker thread');
/** A batch export's plan, its rows as JSON, BATCH_ROW_CHUNK rows a string. */
function planExport(request: BatchRequest, design: PlannedDesign): PlannedExport {
  const plan = planBatch(request, design);
  return plan.ok
    ? {
        ok: true,
        delimiter: plan.delimiter,
        headers: plan.headers,
        total: plan.rows.length,
        rowChunks: Array.from({ length: Math.ceil(plan.rows.length / BATCH_ROW_CHUNK) }, (_, i) =>
          JSON.stringify(plan.rows.slice(i * BATCH_ROW_CHUNK, (i + 1) * BATCH_ROW_CHUNK)),
        ),
        problems: plan.problems,
        segments: batchSegments(plan.rows, design.segments),
      }
    : plan;
}

port.on('message', (message: PlanMessage) => {
  let answer: { id: number; plan?: unknown; error?: string };
  try {
    const plan =
      message.kind === 'batch'
        ? planExport(message.request, message.design)
        : hashAudience(message.request, message.key, message.designId);
    answer = { id: message.id, plan };
  } catch (err) {
    answer = { id: message.id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(answer);
});
