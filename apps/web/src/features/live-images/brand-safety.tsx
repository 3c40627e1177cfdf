import { DESIGN_LIMITS, type Design, designValueFilter } from '@mergepix/core';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { KnownRecipients } from './known-recipients';
import { fieldClass } from './layer-text-field';
import type { DesignEditor } from './use-design-editor';

/** The blocklist as the owner typed it: one word or phrase a line, blank lines dropped. */
export function parseBlocklist(text: string): { entries: string[]; error?: string } {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const long = entries.find((e) => [...e].length > DESIGN_LIMITS.maxBlockedLength);
  if (long)
    return {
      entries,
      error: `“${long.slice(0, 20)}…” is longer than ${DESIGN_LIMITS.maxBlockedLength} characters.`,
    };
  if (entries.length > DESIGN_LIMITS.maxBlocked)
    return {
      entries,
      error: `Block at most ${DESIGN_LIMITS.maxBlocked} words or phrases (${entries.length} now).`,
    };
  return { entries };
}

/** The design with new brand safety settings. */
export function setSafety(design: Design, patch: Partial<NonNullable<Design['safety']>>): Design {
  const { filter, blocklist, signed = false, known = false } = { ...designValueFilter(design), ...patch };
  return { ...design, safety: { filter, blocklist: [...blocklist], signed, known } };
}

/**
 * Brand safety of the published image (docs/live-images.md, "Brand safety"): the filter on what
 * a link's values may say, and the owner's own blocklist. What each refusal looks like is in
 * "Preview customers".
 */
export function BrandSafety({ editor, designId }: { editor: DesignEditor; designId: string }) {
  const { design, change } = editor;
  const settings = designValueFilter(design);
  const signedNoteId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(settings.blocklist.join('\n'));
  const parsed = parseBlocklist(text);
  return (
    <section aria-labelledby="safety-heading" className="flex flex-col gap-2" data-testid="brand-safety">
      <h3 id="safety-heading" className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
        Brand safety
      </h3>
      <p className="text-xs text-slate-600">
        Anyone who has your image’s link can change its values. Refused values get the fallback.
      </p>
      <SafetySwitch
        label="Filter what strangers write"
        checked={settings.filter}
        onChange={(filter) => change(setSafety(design, { filter }))}
      >
        Rude words and slurs in many languages, web and e-mail addresses, phone numbers and messages such as
        “Your account is locked”. Names like Dick or Cox still show.
      </SafetySwitch>
      <SafetySwitch
        label="Signed links only"
        checked={settings.signed === true}
        describedBy={settings.signed ? signedNoteId : undefined}
        onChange={(signed) => change(setSafety(design, { signed }))}
      >
        Names show only in links Mergepix made: a batch export’s recipients.csv or the API’s recipient links.
      </SafetySwitch>
      {settings.signed ? (
        <p id={signedNoteId} role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Merge-tag links from your e-mail platform now show the fallback to everyone. Send the links from a
          batch export, or make them with <code>POST /rest/v1/designs/{'{id}'}/recipient-links</code>.
        </p>
      ) : null}
      <SafetySwitch
        label="Known recipients only"
        checked={settings.known === true}
        onChange={(known) => change(setSafety(design, { known }))}
      >
        A value shows only when your audience list holds it; anything else gets the fallback.
      </SafetySwitch>
      {settings.known ? <KnownRecipients designId={designId} on /> : null}
      <label htmlFor={listId} className="text-sm font-medium text-slate-700">
        Also block
      </label>
      <textarea
        id={listId}
        rows={3}
        value={text}
        placeholder={'A competitor’s name\nA word your brand never says'}
        aria-describedby={parsed.error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={parsed.error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseBlocklist(e.target.value);
          if (!next.error) change(setSafety(design, { blocklist: next.entries }), 'blocklist');
        }}
        className={fieldClass}
        data-no-token-drop=""
      />
      <p id={hintId} className="text-xs text-slate-500">
        One word or phrase a line, matched as whole words in any case
        {parsed.entries.length > 0 ? ` · ${parsed.entries.length} blocked` : ''}. Works with the filter off
        too.
      </p>
      {parsed.error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {parsed.error} Not saved until it is fixed.
        </p>
      ) : null}
    </section>
  );
}

/** One brand safety setting: a checkbox, its name and what it does. */
function SafetySwitch({
  label,
  checked,
  describedBy,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-600"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-slate-600">{children}</span>
      </span>
    </label>
  );
}
