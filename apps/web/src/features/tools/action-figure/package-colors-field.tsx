import { PACKAGE_COLOR_SCHEMES } from '@mergepix/core';
import { chipClass } from '@/components/tool-kit/generator/chip-group';
import { TextField } from '@/components/ui/text-field';
import { PACKAGE_COLORS_MAX_LENGTH, packageColorsHint, pickedSchemeName } from './creator-state';

/** Props of {@link PackageColorsField}. */
export interface PackageColorsFieldProps {
  value: string;
  onChange: (value: string) => void;
  company: string;
  /** The colours the prompt will use (the field's, else the company's scheme). */
  resolved: string;
}

/** Package Colors: free text plus the ten schemes as quick picks; empty matches the company. */
export function PackageColorsField({ value, onChange, company, resolved }: PackageColorsFieldProps) {
  const picked = pickedSchemeName(value);
  return (
    <div className="flex flex-col gap-2.5">
      <TextField
        label="Package Colors"
        placeholder="Leave empty to match your company"
        value={value}
        maxLength={PACKAGE_COLORS_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        hint={packageColorsHint(value, company, resolved)}
      />
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-xs font-medium text-slate-600">Quick color picks</legend>
        <div className="flex flex-wrap gap-1.5">
          {PACKAGE_COLOR_SCHEMES.map((scheme) => {
            const on = scheme.name === picked;
            return (
              <button
                key={scheme.name}
                type="button"
                aria-pressed={on}
                title={scheme.description}
                onClick={() => onChange(on ? '' : scheme.description)}
                className={chipClass(on, 'min-h-8 px-2.5 py-1 text-xs')}
              >
                {scheme.name}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
