// Whether this browser has WebCodecs at all, asked without loading the encoder library, so the
// page can say at once when video cannot be made here.

/** True when the page has the WebCodecs video encoder (sound is optional: asked for separately). */
export function hasWebCodecs(scope: object = globalThis): boolean {
  return ['VideoEncoder', 'VideoFrame'].every(
    (name) => typeof (scope as Record<string, unknown>)[name] === 'function',
  );
}
