// The scale-out proof's batch check: an export started on one instance, whose instance is then
// killed (SIGKILL: no clean hand-back), finishes on the other once the dead runner's lease runs out.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BatchJob } from '@mergepix/core';
import pg from 'pg';
import type { Instance } from './scale-checks.ts';
import { zipNames } from './zip-names.ts';

export interface KillableInstance extends Instance {
  pid: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recipients(rows: number): string {
  const lines = ['First Name,Company,Email'];
  for (let i = 0; i < rows; i++) lines.push(`Recipient ${i},Company ${i % 50},r${i}@example.com`);
  return lines.join('\n');
}

async function job(at: Instance, headers: Record<string, string>, id: string): Promise<BatchJob> {
  const res = await fetch(`${at.url}/rest/v1/jobs/${id}`, { headers });
  if (!res.ok) throw new Error(`job read on ${at.name}: ${res.status}`);
  return (await res.json()) as BatchJob;
}

/** Which instance's runner holds the job (lease_owner names the process id). */
async function holder(databaseUrl: string, jobId: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ lease_owner: string | null }>(
      'select lease_owner from batch_jobs where id = $1',
      [jobId],
    );
    const pid = /^runner-.+-(\d+)-[0-9a-f]{8}$/.exec(rows[0]?.lease_owner ?? '')?.[1];
    return pid ? Number(pid) : undefined;
  } finally {
    await client.end();
  }
}

/**
 * Starts an export of `rows` on `start`, kills whichever instance runs it once some rows are
 * done, and waits for a survivor to finish it. Returns what happened, for printing.
 */
export async function batchSurvivesKill(opts: {
  start: Instance;
  instances: KillableInstance[];
  headers: Record<string, string>;
  designId: string;
  rows: number;
  /** The instances' BATCH_LEASE_MS. */
  leaseMs: number;
  databaseUrl: string;
}) {
  const { start, instances, headers } = opts;
  const res = await fetch(`${start.url}/rest/v1/designs/${opts.designId}/batch`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      csv: recipients(opts.rows),
      columns: ['FIRSTNAME', 'COMPANY', 'EMAIL'],
      nameColumn: 0,
    }),
  });
  if (res.status !== 202)
    throw new Error(`export refused on ${start.name}: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as BatchJob).id;
  let state = await job(start, headers, id);
  const deadline = Date.now() + 60_000;
  while (state.done < Math.min(200, opts.rows / 4)) {
    if (Date.now() > deadline) throw new Error(`the export did not start: ${JSON.stringify(state)}`);
    await sleep(200);
    state = await job(start, headers, id);
  }
  const pid = await holder(opts.databaseUrl, id);
  const victim = instances.find((i) => i.pid === pid);
  if (!victim) throw new Error(`no instance holds job ${id} (lease owner pid ${pid})`);
  const survivor = instances.find((i) => i !== victim) as KillableInstance;
  const doneAtKill = state.done;
  process.kill(victim.pid, 'SIGKILL');
  const killedAt = performance.now();
  let resumedAfter: number | undefined;
  for (;;) {
    await sleep(500);
    state = await job(survivor, headers, id);
    if (
      resumedAfter === undefined &&
      state.status === 'running' &&
      (await holder(opts.databaseUrl, id)) === survivor.pid
    )
      resumedAfter = (performance.now() - killedAt) / 1000;
    if (state.status !== 'queued' && state.status !== 'running') break;
    if (performance.now() - killedAt > 300_000) throw new Error('the export did not finish within 5 minutes');
  }
  if (state.status !== 'done') throw new Error(`the export ended ${state.status}: ${state.error}`);
  const finishedAfter = (performance.now() - killedAt) / 1000;
  const zip = await fetch(`${survivor.url}/rest/v1/jobs/${id}/download`, { headers });
  if (!zip.ok || !zip.body) throw new Error(`download from ${survivor.name}: ${zip.status}`);
  const zipPath = join(tmpdir(), `scale-out-${id}.zip`);
  await pipeline(Readable.fromWeb(zip.body as never), createWriteStream(zipPath));
  const { size } = await stat(zipPath);
  const images = (await zipNames(zipPath)).filter((n) => n.endsWith('.jpg')).length;
  await rm(zipPath, { force: true });
  if (images !== opts.rows) throw new Error(`the ZIP holds ${images} images, not ${opts.rows}`);
  return {
    victim,
    survivor,
    line:
      `a ${opts.rows}-row export started on ${start.name}; ${victim.name} (running it) was killed with SIGKILL at ` +
      `${doneAtKill} rows; ${survivor.name} took it over after ${resumedAfter?.toFixed(1) ?? '?'} s (lease ${opts.leaseMs / 1000} s) ` +
      `and finished ${finishedAfter.toFixed(1)} s after the kill; its ZIP (${(size / 1024 / 1024).toFixed(1)} MB) holds all ${images} images`,
  };
}
