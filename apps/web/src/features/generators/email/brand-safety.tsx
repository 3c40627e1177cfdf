import { DESIGN_LIMITS, type Design, designValueFilter } from '@mergepix/core';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
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
  const filterId = useId();
  const signedId = useId();
  const knownId = useId();
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
      <label htmlFor={filterId} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={filterId}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={settings.filter}
          onChange={(e) => change(setSafety(design, { filter: e.target.checked }))}
        />
        <span>
          <span className="font-medium">Filter what strangers write</span>
          <span className="block text-xs text-slate-600">
            Rude words and slurs in many languages, web and e-mail addresses, phone numbers and messages such
            as “Your account is locked”. Names like Dick or Cox still show.
          </span>
        </span>
      </label>
      <label htmlFor={signedId} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={signedId}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={settings.signed === true}
          aria-describedby={settings.signed ? signedNoteId : undefined}
          onChange={(e) => change(setSafety(design, { signed: e.target.checked }))}
        />
        <span>
          <span className="font-medium">Signed links only</span>
          <span className="block text-xs text-slate-600">
            Names show only in links Mergepix made: a batch export’s recipients.csv or the API’s recipient
            links.
          </span>
        </span>
      </label>
      {settings.signed ? (
        <p id={signedNoteId} role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Merge-tag links from your e-mail platform now show the fallback to everyone. Send the links from a
          batch export, or make them with <code>POST /rest/v1/designs/{'{id}'}/recipient-links</code>.
        </p>
      ) : null}
      <label htmlFor={knownId} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={knownId}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={settings.known === true}
          onChange={(e) => change(setSafety(design, { known: e.target.checked }))}
        />
        <span>
          <span className="font-medium">Known recipients only</span>
          <span className="block text-xs text-slate-600">
            A value shows only when your audience list holds it; anything else gets the fallback.
          </span>
        </span>
      </label>
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
