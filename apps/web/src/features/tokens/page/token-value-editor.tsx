import { type ImplementedTokenKey, SAMPLE_TOKEN_VALUES } from '@mergepix/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useTokenValues } from '@/lib/tokens/use-token-values';

/** The Edit Value form of one token: prefilled, Save checks and stores it, Cancel leaves it. */
export function TokenValueEditor({
  tokenKey,
  label,
  initial,
  onDone,
}: {
  tokenKey: ImplementedTokenKey;
  label: string;
  initial: string;
  onDone: () => void;
}) {
  const { save } = useTokenValues();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => input.current?.select(), []);

  const submit = async () => {
    setPending(true);
    setError(null);
    const result = await save({ [tokenKey]: value });
    setPending(false);
    if (result.ok) onDone();
    else setError(result.fieldErrors[tokenKey] ?? result.message ?? 'This value could not be saved.');
  };

  return (
    <form
      className="mt-3 flex flex-col gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Value for {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type={tokenKey === 'EMAIL' ? 'email' : 'text'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={SAMPLE_TOKEN_VALUES[tokenKey]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, 'h-10 min-w-0 flex-1 text-sm')}
        />
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
