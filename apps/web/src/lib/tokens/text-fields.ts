import { TOKEN_DROP_GLOW_MS } from '@mergepix/core';
import { insertText } from './caret-insert';

/** An input or textarea a token can be dropped into. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel']);

/** Marks an element (the token panel) whose own fields never receive dropped tokens. */
export const NO_TOKEN_DROP_ATTR = 'data-no-token-drop';

/** True for an enabled, editable text input or textarea outside the token panel. */
export function isTextField(el: Element | null): el is TextField {
  if (!el) return false;
  const editable =
    (el instanceof HTMLTextAreaElement ||
      (el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type))) &&
    !el.disabled &&
    !el.readOnly;
  return editable && !el.closest(`[${NO_TOKEN_DROP_ATTR}]`);
}

/**
 * The text field under a point of the viewport: the topmost element there (the drag preview lets
 * the pointer through), so a drop over the token panel or a header never reaches a field beneath.
 */
export function textFieldAt(x: number, y: number): TextField | undefined {
  const top = document.elementFromPoint(x, y);
  if (!top) return undefined;
  if (isTextField(top)) return top;
  // A field's label counts as the field when it holds exactly one.
  const label = top.closest('label');
  const inner = label ? label.querySelectorAll('input, textarea') : [];
  return inner.length === 1 && isTextField(inner[0] ?? null) ? (inner[0] as TextField) : undefined;
}

/** The visible text fields of `root`, in reading order, for moving a token with the keyboard. */
export function textFieldsIn(root: ParentNode): TextField[] {
  return [...root.querySelectorAll('input, textarea')].filter(
    (el): el is TextField => isTextField(el) && el.getClientRects().length > 0,
  );
}

// Where the caret was in each field when it lost focus: a drop lands there, as
// docs/product.md#personalization-tokens asks.
const carets = new WeakMap<TextField, readonly [number, number]>();

if (typeof document !== 'undefined') {
  document.addEventListener('focusout', (event) => {
    const el = event.target as Element | null;
    if (isTextField(el) && el.selectionStart !== null) {
      carets.set(el, [el.selectionStart, el.selectionEnd ?? el.selectionStart]);
    }
  });
}

function caretOf(field: TextField): readonly [number, number] {
  if (document.activeElement === field && field.selectionStart !== null) {
    return [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  }
  // Never focused yet (or an e-mail input, which has no selection API): the end.
  return carets.get(field) ?? [field.value.length, field.value.length];
}

/** Why a drop did not happen, for the message the user sees. */
export type DropRefusal = { reason: 'too-long'; max: number };

/**
 * Inserts `text` at the field's caret the way typing would: through the native value setter and
 * an input event, so React's onChange and form libraries see it. The field glows for 1.5 s.
 */
export function insertIntoField(field: TextField, text: string): DropRefusal | undefined {
  const [start, end] = caretOf(field);
  const next = insertText(field.value, text, start, end);
  if (field.maxLength > 0 && next.value.length > field.maxLength) {
    return { reason: 'too-long', max: field.maxLength };
  }
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, next.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus({ preventScroll: true });
  try {
    field.setSelectionRange(next.caret, next.caret);
  } catch {
    // e-mail inputs have no selection range; the caret stays at the end.
  }
  glow(field);
  return undefined;
}

const glowTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function glow(field: Element): void {
  clearTimeout(glowTimers.get(field));
  field.setAttribute('data-token-glow', '');
  glowTimers.set(
    field,
    setTimeout(() => field.removeAttribute('data-token-glow'), TOKEN_DROP_GLOW_MS),
  );
}

/** Shows which field a dragged token would land in (one at a time). */
export function markDropTarget(field: TextField | undefined): void {
  for (const el of document.querySelectorAll('[data-token-target]')) {
    if (el !== field) el.removeAttribute('data-token-target');
  }
  field?.setAttribute('data-token-target', '');
}
