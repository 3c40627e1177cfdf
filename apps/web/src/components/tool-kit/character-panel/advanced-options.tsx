import type { CharacterChoices, CharacterTemplate } from '@mergepix/core';
import { RadioChips, ToggleChips } from '@/components/tool-kit/generator/chip-group';
import { OptionsDisclosure } from '@/components/tool-kit/generator/options-disclosure';

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
  const chosen = choices.accessories.length + choices.removals.length;

  return (
    <OptionsDisclosure badge={chosen > 0 ? `${chosen} selected` : undefined}>
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
    </OptionsDisclosure>
  );
}
