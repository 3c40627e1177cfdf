import type { CreatorChoices } from '@mergepix/core';
import { FIGURE_DETAILS_LIMITS } from '@mergepix/core';
import { CUSTOM_TEXT_MAX_LENGTH } from '@/components/tool-kit/generator/figure-details';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { PackageColorsField } from './package-colors-field';

/** Props of {@link CreatorFields}. */
export interface CreatorFieldsProps {
  choices: CreatorChoices;
  onChange: (patch: Partial<CreatorChoices>) => void;
  /** The package colours the prompt will use. */
  resolvedColors: string;
}

/** Character Name, Company, Job Title, Package Colors and Additional Details. */
export function CreatorFields({ choices, onChange, resolvedColors }: CreatorFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Character Name"
        placeholder="e.g. Alex Rivera"
        autoComplete="off"
        maxLength={FIGURE_DETAILS_LIMITS.name}
        value={choices.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company"
          placeholder="e.g. Acme Inc."
          autoComplete="off"
          maxLength={FIGURE_DETAILS_LIMITS.company}
          value={choices.company}
          onChange={(event) => onChange({ company: event.target.value })}
        />
        <TextField
          label="Job Title"
          placeholder="e.g. Marketing Director"
          autoComplete="off"
          maxLength={FIGURE_DETAILS_LIMITS.jobTitle}
          value={choices.jobTitle}
          onChange={(event) => onChange({ jobTitle: event.target.value })}
        />
      </div>
      <PackageColorsField
        value={choices.packageColors}
        onChange={(packageColors) => onChange({ packageColors })}
        company={choices.company}
        resolved={resolvedColors}
      />
      <TextareaField
        label="Additional Details"
        compactLabel
        placeholder="e.g. curly red hair, round glasses, wearing a denim jacket"
        rows={3}
        maxLength={CUSTOM_TEXT_MAX_LENGTH}
        value={choices.details}
        onChange={(event) => onChange({ details: event.target.value })}
      />
    </div>
  );
}
