import { describe, expect, it } from 'vitest';
import { isEditingInDialog } from './use-initial-focus';

/** Just what isEditingInDialog reads of an element. */
function element(tagName: string, inDialog: boolean, isContentEditable = false): Element {
  return { tagName, isContentEditable, closest: () => (inDialog ? {} : null) } as unknown as Element;
}

describe('isEditingInDialog', () => {
  it('is true only for a field inside a dialog', () => {
    expect(isEditingInDialog(element('INPUT', true))).toBe(true);
    expect(isEditingInDialog(element('TEXTAREA', true))).toBe(true);
    expect(isEditingInDialog(element('DIV', true, true))).toBe(true);
    expect(isEditingInDialog(element('BUTTON', true))).toBe(false);
    expect(isEditingInDialog(element('INPUT', false))).toBe(false);
    expect(isEditingInDialog(null)).toBe(false);
  });
});
