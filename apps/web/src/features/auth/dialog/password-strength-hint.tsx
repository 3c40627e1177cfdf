import { PASSWORD_MIN_LENGTH } from '@mergepix/core';
import { passwordStrength } from '@/lib/auth/password-strength';
import { cn } from '@/lib/cn';

const BAR_COLORS = ['bg-slate-200', 'bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'] as const;

/** A four-segment meter plus a one-line hint; before typing it just states the minimum. */
export function PasswordStrengthHint({ password }: { password: string }) {
  if (password === '') return <span>Use at least {PASSWORD_MIN_LENGTH} characters.</span>;
  const strength = passwordStrength(password);
  return (
    <span className="flex flex-col gap-1.5" data-testid="password-strength" data-score={strength.score}>
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1 flex-1 rounded-full',
              strength.score >= segment ? BAR_COLORS[strength.score] : 'bg-slate-200',
            )}
          />
        ))}
      </span>
      <span>
        <span className="font-semibold text-slate-700">{strength.label}.</span> {strength.hint}
      </span>
    </span>
  );
}
