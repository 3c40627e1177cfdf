import { parentPort } from 'node:worker_threads';
import { type BatchRequest, type Design, planBatch } from '@mergepix/core';
import type { PlannedExport } from './batch-plan-thread.ts';

// The batch plan thread (batch-plan-thread.ts): reads an export's CSV and plans its rows, one
// request per message, away from the thread that answers every other request. The rows go back
// as the JSON the job stores: a string crosses threads as one copy, where 10,000 row objects
// took the receiving thread ~100 ms to rebuild and as long again to turn into JSON.

const port = parentPort;
if (!port) throw new Error('batch-plan-worker.ts runs as a worker thread');
type PlanMessage = { id: number; request: BatchRequest; design: Pick<Design, 'format' | 'rules' | 'safety'> };
port.on('message', ({ id, request, design }: PlanMessage) => {
  let answer: { id: number; plan?: PlannedExport; error?: string };
  try {
    const plan = planBatch(request, design);
    answer = {
      id,
      plan: plan.ok
        ? {
            ok: true,
            delimiter: plan.delimiter,
            headers: plan.headers,
            total: plan.rows.length,
            rowsJson: JSON.stringify(plan.rows),
            problems: plan.problems,
          }
        : plan,
    };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(answer);
});
