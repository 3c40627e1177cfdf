import { FUNCTION_SAMPLES, type FunctionName } from '@mergepix/core';

// The editable sample payload of the Test Functions tab: shown as pretty JSON, read back before a
// run so a typo is refused here with a message instead of becoming a 400 from the server.

/** A payload read from the editor. */
export type ParsedPayload =
  | { readonly ok: true; readonly value: Record<string, unknown> | null }
  | { readonly ok: false; readonly error: string };

/** The function is called with GET and takes no payload (health-check). */
export function isGetFunction(name: FunctionName): boolean {
  return FUNCTION_SAMPLES[name] === null;
}

/** The editor's starting text: the function's sample, pretty-printed; empty for a GET. */
export function sampleText(name: FunctionName): string {
  const sample = FUNCTION_SAMPLES[name];
  return sample === null ? '' : JSON.stringify(sample, null, 2);
}

/** Reads the editor's text for `name`: a GET needs none, a POST needs one JSON object. */
export function parsePayload(name: FunctionName, text: string): ParsedPayload {
  if (isGetFunction(name)) return { ok: true, value: null };
  if (text.trim() === '') return { ok: false, error: 'The payload is empty: enter a JSON object.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unreadable';
    return { ok: false, error: `The payload is not valid JSON (${detail}).` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: 'The payload must be a JSON object, like {"prompt": "…"}.' };
  return { ok: true, value: value as Record<string, unknown> };
}
