// Whether this browser has WebCodecs at all, asked without loading the encoder library, so the
// page can say at once when video cannot be made here.

/** True when the page has the WebCodecs encoders a video needs. */
export function hasWebCodecs(scope: object = globalThis): boolean {
  return ['VideoEncoder', 'AudioEncoder', 'VideoFrame', 'AudioData'].every(
    (name) => typeof (scope as Record<string, unknown>)[name] === 'function',
  );
}
