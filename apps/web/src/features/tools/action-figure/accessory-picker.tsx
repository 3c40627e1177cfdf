import { QUICK_ACCESSORIES } from '@mergepix/core';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { ToggleChips } from '@/components/tool-kit/generator/chip-group';
import { addItem, hasItem, removeItem, toggleItem } from '@/components/tool-kit/generator/choice-list';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { CREATOR_ACCESSORY_LIMITS } from './creator-state';

/** Props of {@link AccessoryPicker}. */
export interface AccessoryPickerProps {
  value: readonly string[];
  onChange: (accessories: string[]) => void;
}

/** The ten quick accessory toggles, the current list with remove buttons, and a field to add any other. */
export function AccessoryPicker({ value, onChange }: AccessoryPickerProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listId = useId();
  const full = value.length >= CREATOR_ACCESSORY_LIMITS.maxItems;

  const toggle = (item: string) => {
    if (!value.includes(item) && full) return;
    onChange(toggleItem(value, item));
  };
  const add = () => {
    onChange(addItem(value, draft, CREATOR_ACCESSORY_LIMITS));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-4">
      <ToggleChips
        legend="Accessories"
        hint={`Quick picks, or add your own below (up to ${CREATOR_ACCESSORY_LIMITS.maxItems}).`}
        options={QUICK_ACCESSORIES}
        selected={value}
        onToggle={toggle}
      />
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-xs font-medium text-slate-600">
          Add another accessory
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={draft}
            maxLength={CREATOR_ACCESSORY_LIMITS.maxLength}
            placeholder="e.g. Golden Microphone"
            disabled={full}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className={cn(inputClass, 'h-11 min-w-0 flex-1')}
          />
          <Button variant="secondary" onClick={add} disabled={full || !draft.trim() || hasItem(value, draft)}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
      </div>
      <div>
        <p id={listId} className="text-xs font-medium text-slate-600">
          Your accessories ({value.length}/{CREATOR_ACCESSORY_LIMITS.maxItems})
        </p>
        {value.length ? (
          <ul aria-labelledby={listId} className="mt-2 flex flex-wrap gap-2">
            {value.map((item) => (
              <li
                key={item}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800 ring-1 ring-slate-200"
              >
                <span className="min-w-0 break-words">{item}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item}`}
                  onClick={() => onChange(removeItem(value, item))}
                  className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">None yet.</p>
        )}
      </div>
    </div>
  );
}
