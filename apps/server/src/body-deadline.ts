// Requests the server itself cut off with a 408 because their body did not arrive in time
// (server.ts writes that answer straight to the socket). The app sees such a request only as
// aborted; the request log asks here, so it logs the 408 that was sent, not a 499.

/** The status sent to a request whose body did not arrive in time. */
export const REQUEST_TIMEOUT = 408;

const timedOut = new WeakSet<object>();

/** Marks `incoming` (node:http's IncomingMessage) as answered 408 by the body deadline. */
export function markBodyTimedOut(incoming: object): void {
  timedOut.add(incoming);
}

/** Whether the body deadline answered this request (the `incoming` of Hono's node bindings) 408. */
export function bodyTimedOut(incoming: unknown): boolean {
  return typeof incoming === 'object' && incoming !== null && timedOut.has(incoming);
}
