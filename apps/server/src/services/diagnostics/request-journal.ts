import type { ServerLogLine, ServerLogsResponse } from '@mergepix/core';

// The server's recent log lines, by request, kept in memory so the diagnostics page can show a
// signed-in person the lines of their own requests. Fed every JSON log line (see createLogger);
// a request's summary line (written last, by requestLog) names its user, and only requests with
// that user are ever answered. Entries are keyed by the server-made request id
// (middleware/request-id.ts), never by an id a client chose, and belong to the first user named. Per server instance: behind a load balancer each instance shows
// what it served.

/** How much is kept. */
export interface RequestJournalOptions {
  /** Requests remembered (the oldest are forgotten first). */
  maxRequests?: number;
  /** Lines kept per request. */
  maxLinesPerRequest?: number;
}

const LEVELS: Record<number, ServerLogLine['level']> = { 10: 'debug', 20: 'debug', 30: 'info', 40: 'warn' };
/** Fields that are the line's frame, not its detail. */
const FRAME = new Set(['level', 'time', 'msg', 'reqId', 'userId', 'service', 'pid', 'hostname']);
const LINE_FIELDS = new Set(['method', 'path', 'status', 'ms']);
/** Never shown, whatever a log call put there. */
const SECRET = /key|token|secret|password|cookie|authorization|prompt|email/i;
const MAX_TEXT = 300;

interface Entry {
  userId: string | null;
  lines: ServerLogLine[];
}

export class RequestJournal {
  private readonly maxRequests: number;
  private readonly maxLines: number;
  private readonly requests = new Map<string, Entry>();

  constructor(opts: RequestJournalOptions = {}) {
    this.maxRequests = opts.maxRequests ?? 2000;
    this.maxLines = opts.maxLinesPerRequest ?? 20;
  }

  /** One JSON log line (as pino writes it); lines without a request id are not kept. */
  write(raw: string): void {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return;
    }
    const requestId = record.reqId;
    if (typeof requestId !== 'string') return;
    let entry = this.requests.get(requestId);
    if (!entry) {
      entry = { userId: null, lines: [] };
      this.requests.set(requestId, entry);
      if (this.requests.size > this.maxRequests) {
        const oldest = this.requests.keys().next().value;
        if (oldest !== undefined) this.requests.delete(oldest);
      }
    }
    // A request has one owner: a line naming another user never joins it (nor re-owns it).
    if (typeof record.userId === 'string') {
      if (entry.userId === null) entry.userId = record.userId;
      else if (entry.userId !== record.userId) return;
    }
    if (entry.lines.length < this.maxLines) entry.lines.push(toLine(requestId, record));
  }

  /** The latest lines of `userId`'s own requests, newest first. */
  linesFor(userId: string, maxLines = 200): ServerLogsResponse {
    const mine = [...this.requests.values()].filter((e) => e.userId === userId);
    const lines: ServerLogLine[] = [];
    for (let i = mine.length - 1; i >= 0 && lines.length < maxLines; i--) {
      lines.push(...[...(mine[i]?.lines ?? [])].reverse());
    }
    return { lines: lines.slice(0, maxLines), requests: mine.length };
  }
}

function toLine(requestId: string, record: Record<string, unknown>): ServerLogLine {
  const line: ServerLogLine = {
    requestId,
    time: typeof record.time === 'string' ? record.time : new Date().toISOString(),
    level: LEVELS[Number(record.level)] ?? 'error',
    msg: typeof record.msg === 'string' ? record.msg.slice(0, MAX_TEXT) : '',
  };
  if (typeof record.method === 'string') line.method = record.method;
  if (typeof record.path === 'string') line.path = record.path.slice(0, MAX_TEXT);
  if (typeof record.status === 'number') line.status = record.status;
  if (typeof record.ms === 'number') line.ms = record.ms;
  const detail: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(record)) {
    if (FRAME.has(name) || LINE_FIELDS.has(name) || SECRET.test(name)) continue;
    if (typeof value === 'string') detail[name] = value.slice(0, MAX_TEXT);
    else if (typeof value === 'number' || typeof value === 'boolean') detail[name] = value;
    else if (
      value &&
      typeof value === 'object' &&
      typeof (value as { message?: unknown }).message === 'string'
    )
      detail[name] = String((value as { message: string }).message).slice(0, MAX_TEXT);
  }
  if (Object.keys(detail).length > 0) line.detail = detail;
  return line;
}
