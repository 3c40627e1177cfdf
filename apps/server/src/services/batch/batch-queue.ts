import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchJobs, designs } from '../../db/schema.ts';

// The batch_jobs table as the runners see it: a queue with leases. A runner claims the oldest
// job nobody holds, renews its lease with every progress write, and gives it back when it
// stops. A lease that runs out (its server died) makes the job claimable again, so a restarted
// server — or another one — goes on from the last `done` written.

export type BatchJobRecord = typeof batchJobs.$inferSelect;

/** What a progress write learned: go on, the design is gone, or the job is no longer ours. */
export type Heartbeat = 'ok' | 'design-deleted' | 'lost';

const designExists = sql<boolean>`exists (select 1 from ${designs} where ${designs.id} = ${batchJobs.designId})`;

export class BatchQueue {
  constructor(
    private readonly db: Db,
    /** This runner's name in `lease_owner`. */
    private readonly owner: string,
    private readonly leaseMs: number,
    private readonly now: () => number,
  ) {}

  private until = () => new Date(this.now() + this.leaseMs);
  private mine = (id: string) =>
    and(eq(batchJobs.id, id), eq(batchJobs.leaseOwner, this.owner), eq(batchJobs.status, 'running'));

  /** Takes the oldest queued or abandoned job, or undefined when there is none. */
  async claim(): Promise<BatchJobRecord | undefined> {
    const at = new Date(this.now());
    // SKIP LOCKED: runners on other servers claiming at the same moment take different jobs.
    const next = sql`(select ${batchJobs.id} from ${batchJobs}
      where ${inArray(batchJobs.status, ['queued', 'running'])}
        and (${batchJobs.leaseUntil} is null or ${batchJobs.leaseUntil} < ${at.toISOString()})
      order by ${batchJobs.createdAt} limit 1 for update skip locked)`;
    const [job] = await this.db
      .update(batchJobs)
      .set({
        status: 'running',
        leaseOwner: this.owner,
        leaseUntil: this.until(),
        attempts: sql`${batchJobs.attempts} + 1`,
        startedAt: sql`coalesce(${batchJobs.startedAt}, ${at.toISOString()})`,
        updatedAt: at,
      })
      .where(eq(batchJobs.id, next))
      .returning();
    return job;
  }

  /** Writes progress (and the rate, when given) and renews the lease. */
  async heartbeat(id: string, done: number, rate?: number): Promise<Heartbeat> {
    const [row] = await this.db
      .update(batchJobs)
      .set({
        done,
        ...(rate === undefined ? {} : { rate }),
        leaseUntil: this.until(),
        updatedAt: new Date(this.now()),
      })
      .where(this.mine(id))
      .returning({ design: designExists });
    if (!row) return 'lost';
    return row.design ? 'ok' : 'design-deleted';
  }

  /** Gives a job back unfinished (a clean stop): claimable at once, and not counted as a failed try. */
  async release(id: string, done: number): Promise<void> {
    await this.db
      .update(batchJobs)
      .set({
        done,
        leaseOwner: null,
        leaseUntil: null,
        rate: null,
        attempts: sql`greatest(${batchJobs.attempts} - 1, 0)`,
        updatedAt: new Date(this.now()),
      })
      .where(this.mine(id));
  }

  /** Marks a job done with its ZIP; false when it was no longer ours. */
  async complete(id: string, total: number, resultKey: string): Promise<boolean> {
    return this.finish(id, { status: 'done', done: total, resultKey });
  }

  /** Marks a job failed with a message for the user; false when it was no longer ours. */
  async fail(id: string, error: string): Promise<boolean> {
    return this.finish(id, { status: 'failed', error });
  }

  /** Ends a job this runner holds (lease released); false when it was no longer ours. */
  private async finish(
    id: string,
    outcome: Pick<typeof batchJobs.$inferInsert, 'status' | 'done' | 'resultKey' | 'error'>,
  ): Promise<boolean> {
    const at = new Date(this.now());
    const rows = await this.db
      .update(batchJobs)
      .set({ ...outcome, leaseOwner: null, leaseUntil: null, rate: null, finishedAt: at, updatedAt: at })
      .where(this.mine(id))
      .returning({ id: batchJobs.id });
    return rows.length > 0;
  }

  /** Whether a job's row still exists (a deleted user takes their jobs' rows with them). */
  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: batchJobs.id }).from(batchJobs).where(eq(batchJobs.id, id));
    return rows.length > 0;
  }
}
