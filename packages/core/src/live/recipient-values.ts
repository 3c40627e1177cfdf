import type { TokenKey, TokenValues } from '../tokens/registry.ts';
import { headerTokenKey } from './csv.ts';
import {
  FILTER_REASON_NOTES,
  type FilterReason,
  filterValue,
  type ValueFilterSettings,
} from './value-filter.ts';

// What a live image's URL carries for one recipient (`?firstname=Ada&company=Acme`), turned into
// token values the renderer can trust: decoded leniently (e-mail platforms and mail clients
// mangle URLs), normalized, checked against the design's rules, and never a merge tag the
// platform failed to replace.

/** How a token's value must look; anything else uses the fallback. */
export interface TokenRule {
  /** At most this many characters (default 60). */
  readonly maxLength: number;
  /** Allowed characters: letters, marks, digits, emoji, space and `-'’.,&()!?` unless the design says otherwise. */
  readonly allowed: 'name' | 'any-printable';
}

export const DEFAULT_TOKEN_RULE: TokenRule = { maxLength: 60, allowed: 'name' };
/** An address is no name: its rule allows any printable character, up to RFC 5321's 254. */
const EMAIL_RULE: TokenRule = { maxLength: 254, allowed: 'any-printable' };
/** A deadline is a time (`2026-12-24T18:00:00+01:00`): its signs are no name's (countdown.ts). */
const DEADLINE_RULE: TokenRule = { maxLength: 40, allowed: 'any-printable' };
/** A segment is a list's label (`B2B/Enterprise`, `health_care`), not a name (segments.ts). */
const SEGMENT_RULE: TokenRule = { maxLength: 60, allowed: 'any-printable' };

/** The rule a token follows unless its design sets one. */
export function defaultRuleFor(key: TokenKey): TokenRule {
  if (key === 'EMAIL') return EMAIL_RULE;
  if (key === 'DEADLINE') return DEADLINE_RULE;
  return key === 'SEGMENT' ? SEGMENT_RULE : DEFAULT_TOKEN_RULE;
}

// Names and companies as lists hold them: "Acme, Inc.", "O’Brien & Sons (UK)", "Zoë 🎉", "Yahoo!".
// Not the characters of addresses, markup or merge tags: @ : / < > = _ * % $ { } [ ] | \ ^ ~ #.
const NAME_CHARACTERS =
  /^(?:[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator} \-'.,&’()!?"“”]|\u200d)*$/u;

/**
 * Decodes a query value the way a forgiving reader would: `+` is a space, valid `%XX` sequences
 * are decoded (UTF-8), and a stray or broken `%` stays as it is instead of failing the request.
 */
export function decodeLenient(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Decode each run of valid escapes on its own; leave what does not decode.
    return spaced.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The raw `name=value` pairs of a query string (`?` optional), names decoded, values not yet. */
export function rawQueryPairs(search: string): [string, string][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const name = at < 0 ? part : part.slice(0, at);
      return [decodeLenient(name), at < 0 ? '' : part.slice(at + 1)];
    });
}

/**
 * A value as the renderer draws it: NFC, runs of white space (tabs and line breaks too) one
 * space, trimmed. Other control characters (NUL, DEL…) are kept for the check to refuse.
 */
export function normalizeRecipientValue(value: string): string {
  // One pass per rule over the whole string: a batch export normalizes tens of thousands.
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** A control character that is no white space: no name or address holds one (NUL, DEL, C1). */
const CONTROL = /\p{Cc}/u;

/**
 * The token a query parameter names, as a list's column would: any case, with or without
 * underscores (`first_name`), or a name platforms use for it (`fname`, `lname`, `company_name`).
 */
export const paramTokenKey = headerTokenKey;

// The merge-tag syntaxes of the e-mail platforms we publish links for. A value still shaped like
// one means the platform did not merge it (a missing field, a test send, a typo in the tag).
const UNMERGED_TAGS: readonly RegExp[] = [
  /\*\|[^|]*\|\*/, // Mailchimp *|FNAME|*, *|URL:FNAME|*
  /\{\{.*\}\}/, // Liquid, Handlebars and Jinja: HubSpot, Klaviyo, Brevo, SendGrid, Customer.io, Iterable, Braze, Kit, lemlist, Apollo, Marketo
  /\{%.*%\}/, // Liquid and Jinja statements
  /%%[^%]+%%/, // Salesforce Marketing Cloud %%FirstName%%
  /%[A-Za-z_][\w.]*%/, // ActiveCampaign %FIRSTNAME%, Mailgun %recipient.first_name%
  /\[\[[^\]]*\]\]/, // Constant Contact [[FirstName]]
  /\[[A-Za-z_]\w*(?:,\s*fallback=[^\]]*)?\]/, // Campaign Monitor [firstname,fallback=] and our own [FIRSTNAME]
  /^\{[A-Za-z_]\w*\}$/, // the generic {first_name}
  /\$\{[^}]*\}/, // template literals left in by hand-made links
  // Syntaxes of other tools, where a value of any printable text would be drawn as written. Each
  // name is a run of one class of characters that cannot hold the closing mark: no backtracking.
  /\$[A-Za-z_][\w.]*\$/, // $EMAIL$
  /\{\$[A-Za-z_][\w.]*\}/, // {$name}
  /<%[=#-]?\s*[A-Za-z_][\w.]*\s*-?%>/, // ERB and EJS <%= email %>
  /\{![A-Za-z_][\w. ]*\}/, // Salesforce {!Contact.Email}
  /<<[A-Za-z_][\w .]*>>/, // mail merge <<First Name>>
  /^#[A-Za-z_][\w.]*#$/, // #email#: the whole value only ("a#b@x.com", "C# Devs" are values)
];

/** A %XX escape: a value that still holds one may be a tag URL-encoded once more. */
const ESCAPE = /%[0-9A-Fa-f]{2}/;

const isTag = (value: string) => UNMERGED_TAGS.some((pattern) => pattern.test(value));

/**
 * Whether a value is a merge tag the platform never replaced: as it is, or URL-encoded once or
 * twice more (`%257B%257Bfirst_name%257D%257D` in a URL: a link builder encoded the tag again).
 */
export function looksUnmerged(value: string): boolean {
  if (isTag(value)) return true;
  let decoded = value;
  for (let i = 0; i < 2 && ESCAPE.test(decoded); i++) {
    decoded = decodeLenient(decoded);
    if (isTag(decoded)) return true;
  }
  return false;
}

/** Why a value was not used, or undefined when it is fine. */
export type ValueProblem = 'empty' | 'unmerged' | 'too-long' | 'characters' | 'filtered';

/** The filter a design applies when it says nothing: on, with no blocklist of its own. */
export const DEFAULT_VALUE_FILTER: ValueFilterSettings = {
  filter: true,
  blocklist: [],
  signed: false,
  known: false,
};

/** A value's problem, and for a filtered one why the filter refused it. */
export interface ValueCheck {
  readonly problem: ValueProblem | undefined;
  readonly filtered?: FilterReason;
}

/**
 * What is wrong with a normalized value of token `key` under a rule and a design's filter, if
 * anything: refused only for what it is (a merge tag, over the limit, characters a name has not,
 * or filtered), never for what it merely resembles.
 */
export function checkRecipientValue(
  value: string,
  key: TokenKey,
  rule: TokenRule = defaultRuleFor(key),
  filter: ValueFilterSettings = DEFAULT_VALUE_FILTER,
): ValueCheck {
  if (value === '') return { problem: 'empty' };
  // Not printable under any rule; drawn as spaces they made "Ada\0Lovelace" look like a name.
  if (CONTROL.test(value)) return { problem: 'characters' };
  if (looksUnmerged(value)) return { problem: 'unmerged' };
  if ([...value].length > rule.maxLength) return { problem: 'too-long' };
  if (rule.allowed === 'name' && !NAME_CHARACTERS.test(value)) return { problem: 'characters' };
  const filtered = filterValue(value, key, filter);
  return filtered ? { problem: 'filtered', filtered } : { problem: undefined };
}

/** Why a value is not drawn, in words after the column or token that holds it. */
export function valueProblemNote(
  header: string,
  problem: Exclude<ValueProblem, 'empty'>,
  rule: TokenRule,
  filtered?: FilterReason,
): string {
  if (problem === 'unmerged') return `${header} holds a merge tag, not a value`;
  if (problem === 'filtered')
    return `${header} was filtered (${filtered ? FILTER_REASON_NOTES[filtered] : 'brand safety'})`;
  if (problem === 'too-long') return `${header} is longer than ${rule.maxLength} characters`;
  return rule.allowed === 'name'
    ? `${header} has characters a name cannot have`
    : `${header} has a character no link value can have`;
}

/** What is wrong with a normalized value under a rule (the filter not applied), if anything. */
export function recipientValueProblem(
  value: string,
  rule: TokenRule = DEFAULT_TOKEN_RULE,
): ValueProblem | undefined {
  return checkRecipientValue(value, 'FIRSTNAME', rule, { filter: false, blocklist: [] }).problem;
}

/** One request's values, and the filter's refusals among them. */
export interface RecipientReading {
  readonly values: TokenValues;
  /** Why each filtered value was refused, by token. */
  readonly filtered: Partial<Record<TokenKey, FilterReason>>;
}

/**
 * The token values of one request (pairs from {@link rawQueryPairs}): each parameter that names
 * a token, decoded, normalized and checked against its rule and the design's filter. A value
 * with a problem is left out (so the design's fallback or the natural-text rule applies); the
 * first usable parameter of a token wins.
 */
export function readRecipient(
  params: Iterable<readonly [string, string]>,
  rules: Readonly<Partial<Record<TokenKey, TokenRule>>> = {},
  filter: ValueFilterSettings = DEFAULT_VALUE_FILTER,
): RecipientReading {
  const values: Record<string, string> = {};
  const filtered: Partial<Record<TokenKey, FilterReason>> = {};
  for (const [name, raw] of params) {
    const key = paramTokenKey(name);
    if (!key || key in values) continue;
    const value = normalizeRecipientValue(decodeLenient(raw));
    const check = checkRecipientValue(value, key, rules[key] ?? defaultRuleFor(key), filter);
    if (check.problem === undefined) {
      values[key] = value;
      delete filtered[key];
    } else if (check.filtered) filtered[key] ??= check.filtered;
  }
  return { values, filtered };
}

/** A value of a recipient that was not used, and why. */
export interface RefusedValue {
  readonly key: TokenKey;
  readonly problem: Exclude<ValueProblem, 'empty'>;
  readonly filtered?: FilterReason;
}

/**
 * A recipient's values given by token (a CSV row, an API call, a sample) read as the live URL
 * would read them: each normalized and checked against its rule and the filter; the refused ones
 * listed with why (an empty value is simply absent).
 */
export function checkRecipient(
  given: TokenValues,
  rules: Readonly<Partial<Record<TokenKey, TokenRule>>> = {},
  filter: ValueFilterSettings = DEFAULT_VALUE_FILTER,
): { values: TokenValues; refused: RefusedValue[] } {
  const values: Record<string, string> = {};
  const refused: RefusedValue[] = [];
  for (const [name, raw] of Object.entries(given)) {
    const key = paramTokenKey(name);
    if (raw === undefined || !key || key in values) continue;
    const value = normalizeRecipientValue(raw);
    const { problem, filtered } = checkRecipientValue(value, key, rules[key] ?? defaultRuleFor(key), filter);
    if (problem === undefined) values[key] = value;
    else if (problem !== 'empty') refused.push(filtered ? { key, problem, filtered } : { key, problem });
  }
  return { values, refused };
}

/** {@link readRecipient}'s values alone. */
export function recipientValues(
  params: Iterable<readonly [string, string]>,
  rules: Readonly<Partial<Record<TokenKey, TokenRule>>> = {},
  filter: ValueFilterSettings = DEFAULT_VALUE_FILTER,
): TokenValues {
  return readRecipient(params, rules, filter).values;
}
