import { MEME_QUICK_TEXTS, type MemeQuickText } from '@mergepix/core';
import { useId, useRef } from 'react';
import { TokenInsertMenu } from '@/components/tokens/token-insert-menu';
import { chipClass } from '@/components/tool-kit/generator/chip-group';
import { inputClass } from '@/components/ui/text-field';
import { CAPTION_MAX_LENGTH } from './meme-state';

/** One caption: a labelled input with the "Insert token…" menu and a character count. */
function CaptionField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <span className="flex items-center gap-2">
          <span className="text-xs text-slate-500" aria-hidden="true">
            {value.length}/{CAPTION_MAX_LENGTH}
          </span>
          <TokenInsertMenu field={field} implementedOnly />
        </span>
      </div>
      <input
        ref={field}
        id={id}
        type="text"
        value={value}
        maxLength={CAPTION_MAX_LENGTH}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** Props of {@link CaptionFields}. */
export interface CaptionFieldsProps {
  topText: string;
  bottomText: string;
  onTopText: (value: string) => void;
  onBottomText: (value: string) => void;
  onQuickText: (quick: MemeQuickText) => void;
}

/** Top and bottom text, and the Quick Text Templates that fill both with a matching style. */
export function CaptionFields({
  topText,
  bottomText,
  onTopText,
  onBottomText,
  onQuickText,
}: CaptionFieldsProps) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4">
      <CaptionField label="Top text" value={topText} onChange={onTopText} placeholder="When [FIRSTNAME]..." />
      <CaptionField
        label="Bottom text"
        value={bottomText}
        onChange={onBottomText}
        placeholder="...sees the new offer"
      />
      <fieldset className="min-w-0" aria-describedby={hintId}>
        <legend className="text-sm font-semibold text-slate-800">Quick Text Templates</legend>
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          Sets both captions and their colours; tokens are filled from your values.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {MEME_QUICK_TEXTS.map((quick) => (
            <button
              key={quick.id}
              type="button"
              onClick={() => onQuickText(quick)}
              className={chipClass(false)}
              title={`${quick.topText} / ${quick.bottomText}`}
            >
              {quick.label}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
