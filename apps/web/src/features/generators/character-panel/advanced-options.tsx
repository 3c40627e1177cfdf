import type { CharacterChoices, CharacterTemplate } from '@mergepix/core';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { RadioChips, ToggleChips } from '@/features/generators/frame/chip-group';
import { cn } from '@/lib/cn';

/** Props of {@link AdvancedOptions}. */
export interface AdvancedOptionsProps {
  character: CharacterTemplate;
  choices: CharacterChoices;
  onToggleAccessory: (item: string) => void;
  onToggleRemoval: (item: string) => void;
  onPose: (pose: string) => void;
}

/** The collapsible "Advanced Options": Add Accessories, Remove Elements and Figure Pose (closed at first). */
export function AdvancedOptions({
  character,
  choices,
  onToggleAccessory,
  onToggleRemoval,
  onPose,
}: AdvancedOptionsProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const chosen = choices.accessories.length + choices.removals.length;

  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50/60">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-2.5 rounded-2xl px-4 py-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />
        Advanced Options
        {chosen > 0 ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {chosen} selected
          </span>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          className={cn('ml-auto size-4 text-slate-500 transition-transform', open ? 'rotate-180' : null)}
        />
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-5 border-t border-slate-200 px-4 py-4">
        <ToggleChips
          legend="Add Accessories"
          options={character.additions}
          selected={choices.accessories}
          onToggle={onToggleAccessory}
        />
        <ToggleChips
          legend="Remove Elements"
          options={character.removals}
          selected={choices.removals}
          onToggle={onToggleRemoval}
        />
        <RadioChips legend="Figure Pose" options={character.poses} value={choices.pose} onChange={onPose} />
      </div>
    </div>
  );
}
