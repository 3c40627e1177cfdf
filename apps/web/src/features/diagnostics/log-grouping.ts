import type { ServerLogLine } from '@mergepix/core';
import type { ApiCall } from '@/lib/api-journal';

// The Debug Logs tab lists this browser's calls newest first, each with the server's lines for
// the same request id beneath it. Lines of the user's requests made elsewhere (another tab or
// device) have no call here and are listed on their own, still grouped by request.

/** A client call and the server lines of its request. */
export interface CallGroup {
  readonly call: ApiCall;
  /** Oldest first, as the request went. */
  readonly lines: readonly ServerLogLine[];
}

/** Server lines of one request this browser's journal does not hold. */
export interface OtherRequest {
  readonly requestId: string;
  readonly lines: readonly ServerLogLine[];
}

/** Groups the lines (newest first, as the server sends them) under the calls (oldest first). */
export function groupLogs(
  calls: readonly ApiCall[],
  lines: readonly ServerLogLine[],
): { groups: CallGroup[]; others: OtherRequest[] } {
  const byRequest = new Map<string, ServerLogLine[]>();
  // Walk the server's newest-first list backwards so each request's lines come out in order.
  for (const line of [...lines].reverse()) {
    const list = byRequest.get(line.requestId);
    if (list) list.push(line);
    else byRequest.set(line.requestId, [line]);
  }
  const claimed = new Set<string>();
  const groups = [...calls].reverse().map((call) => {
    const own = call.requestId ? byRequest.get(call.requestId) : undefined;
    if (call.requestId && own) claimed.add(call.requestId);
    return { call, lines: own ?? [] };
  });
  // Newest request first: the first appearance in the server's list is its latest line.
  const others: OtherRequest[] = [];
  for (const line of lines) {
    if (claimed.has(line.requestId)) continue;
    claimed.add(line.requestId);
    others.push({ requestId: line.requestId, lines: byRequest.get(line.requestId) ?? [] });
  }
  return { groups, others };
}
