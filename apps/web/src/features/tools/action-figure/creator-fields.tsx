import type { CreatorChoices } from '@mergepix/core';
import { FIGURE_DETAILS_LIMITS, SAMPLE_FULL_NAME, SAMPLE_TOKEN_VALUES } from '@mergepix/core';
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
  /** Why the name is needed, after a Generate without one. */
  nameError?: string | null;
}

/** One of the one-line texts on the figure's card: the name, the company or the job title. */
function CardTextField({
  field,
  label,
  placeholder,
  choices,
  onChange,
  error,
}: Pick<CreatorFieldsProps, 'choices' | 'onChange'> & {
  field: 'name' | 'company' | 'jobTitle';
  label: string;
  placeholder: string;
  error?: string | null | undefined;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      error={error ?? undefined}
      autoComplete="off"
      maxLength={FIGURE_DETAILS_LIMITS[field]}
      value={choices[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
}

/** Character Name, Company, Job Title, Package Colors and Additional Details. */
export function CreatorFields({ choices, onChange, resolvedColors, nameError }: CreatorFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <CardTextField
        field="name"
        label="Character Name"
        placeholder={`e.g. ${SAMPLE_FULL_NAME}`}
        choices={choices}
        onChange={onChange}
        error={nameError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CardTextField
          field="company"
          label="Company"
          placeholder={`e.g. ${SAMPLE_TOKEN_VALUES.COMPANY}`}
          choices={choices}
          onChange={onChange}
        />
        <CardTextField
          field="jobTitle"
          label="Job Title"
          placeholder="e.g. Marketing Director"
          choices={choices}
          onChange={onChange}
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
