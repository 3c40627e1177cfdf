// Settings read back from this browser's storage, repaired against the schema and the defaults.
// Beside the schema rather than in it, so the defaults (typed by the schema) and the schema do not
// import each other.
import { z } from 'zod';
import { DEFAULT_VIDEO_SETTINGS } from './video-defaults.ts';
import { type VideoSettings, videoSettingsSchema } from './video-settings.ts';

/**
 * Settings read back from local storage, repaired field by field (nested too): a valid field is
 * kept, a missing or invalid one takes its default. Never throws, always returns fresh objects.
 */
export function parseVideoSettings(raw: unknown): VideoSettings {
  try {
    return repair(videoSettingsSchema, raw, DEFAULT_VIDEO_SETTINGS) as VideoSettings;
  } catch {
    // Only a hostile object (a throwing getter or proxy) gets here.
    return repair(videoSettingsSchema, undefined, DEFAULT_VIDEO_SETTINGS) as VideoSettings;
  }
}

function repair(schema: z.ZodType, raw: unknown, fallback: unknown): unknown {
  if (schema instanceof z.ZodObject && isRecord(fallback)) {
    const given = isRecord(raw) ? raw : {};
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out[key] = repair(field, Object.hasOwn(given, key) ? given[key] : undefined, fallback[key]);
    }
    return out;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
