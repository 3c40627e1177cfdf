import { currentFeatureId, type FeatureId, isFeatureId } from '../features/feature-ids.ts';

/** Reply shown when the assistant fails outright (docs/product.md#error-catalogue). */
export const ASSISTANT_ERROR_MESSAGE =
  "I'm sorry, I encountered an error while processing your request. Please try again later.";

/** Reply shown when a streamed answer breaks off (docs/product.md#error-catalogue). */
export const ASSISTANT_STREAM_FALLBACK_MESSAGE =
  'Sorry, I encountered an error while processing your request. Please try again.';

/** The label that opens the machine-readable suggestion line at the end of a reply. */
export const FEATURES_LINE_LABEL = 'FEATURES:';

/** A reply split into the text to display and the feature ids it suggests. */
export interface ParsedAssistantReply {
  readonly content: string;
  readonly suggestedFeatures: FeatureId[];
}

// Models decorate the label in many ways: `FEATURES :`, `**FEATURES:**`, `features:`. The
// lookbehind keeps words such as `MYFEATURES:` from counting.
const LABEL_PATTERN = /(?<![A-Za-z0-9])[*_]{0,2}FEATURES[*_]{0,2}\s*:[*_]{0,2}/gi;
const FENCE = '```';
// Lower-case only: `[EMAIL]` is a personalization token, while `[email]` names the feature.
const BRACKETED_ID = /\[([a-z][a-z-]*)\]/g;

/** Keeps the first occurrence of each id, in order. */
function distinct(ids: Iterable<FeatureId>): FeatureId[] {
  return [...new Set(ids)];
}

/**
 * Reduces the text after the label to the bare `[...]` list, dropping code fences, inline code
 * and emphasis around it; undefined when anything else follows, i.e. the label is not at the end.
 */
function bareList(tail: string): string | undefined {
  let list = tail.trim();
  if (list.endsWith(FENCE)) list = list.slice(0, -FENCE.length);
  list = list
    .replace(/^```[\w-]*/, '')
    .replace(/^[\s`*_]+/, '')
    .replace(/[\s`*_.]+$/, '');
  return list.startsWith('[') && list.endsWith(']') ? list : undefined;
}

/** The ids of a JSON list, or undefined when it is not a JSON array (the list is then ignored). */
function idsFromJson(list: string): FeatureId[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(list);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const ids = parsed
    .filter((item): item is string => typeof item === 'string')
    .map((item) => currentFeatureId(item.trim().toLowerCase()))
    .filter(isFeatureId);
  return distinct(ids);
}

/** Removes a code fence opened just before the label, but never the close of an earlier block. */
function dropOpenFence(head: string): string {
  const trimmed = head.trimEnd();
  const fences = trimmed.split(FENCE).length - 1;
  const opening = /```[\w-]*$/.exec(trimmed);
  if (fences % 2 === 1 && opening) return trimmed.slice(0, opening.index).trimEnd();
  return trimmed;
}

/** Feature ids written in square brackets, e.g. "try [ghibli]", distinct and in order. */
function bracketedIds(text: string): FeatureId[] {
  const ids: FeatureId[] = [];
  for (const match of text.matchAll(BRACKETED_ID)) {
    const id = currentFeatureId(match[1] ?? '');
    if (isFeatureId(id)) ids.push(id);
  }
  return distinct(ids);
}

/**
 * Reads the features an assistant reply suggests (docs/product.md#ai-assistant): a `FEATURES: [...]` JSON
 * list at the end of the reply, which is removed from the displayed content, or else bracketed ids such as
 * `[ghibli]` anywhere in the text, which stays as it is. Never throws; unknown ids are dropped.
 */
export function parseSuggestedFeatures(text: string): ParsedAssistantReply {
  const labels = [...text.matchAll(LABEL_PATTERN)];
  // From the last label back: a list that itself mentions "FEATURES:" must not hide the real one.
  for (let i = labels.length - 1; i >= 0; i--) {
    const label = labels[i];
    if (label === undefined) continue;
    const list = bareList(text.slice(label.index + label[0].length));
    if (list === undefined) continue;
    const ids = idsFromJson(list);
    // Invalid JSON: the list is ignored and the reply is read as if it had none.
    if (ids === undefined) break;
    return { content: dropOpenFence(text.slice(0, label.index)), suggestedFeatures: ids };
  }
  return { content: text, suggestedFeatures: bracketedIds(text) };
}

/** The exact suggestion line a reply ends with, e.g. `FEATURES: ["ghibli","meme"]`. */
export function formatFeaturesLine(ids: readonly FeatureId[]): string {
  return `${FEATURES_LINE_LABEL} ${JSON.stringify(distinct(ids))}`;
}

/** Appends the suggestion line after a blank line, the layout the assistant prompt asks for. */
export function appendFeaturesLine(content: string, ids: readonly FeatureId[]): string {
  return `${content.trimEnd()}\n\n${formatFeaturesLine(ids)}`;
}
