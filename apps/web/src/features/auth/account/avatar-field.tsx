import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { resizeAvatar } from './avatar-image';

/** Props of {@link AvatarField}. */
export interface AvatarFieldProps {
  /** What is shown: the pending change if any, else the saved picture. */
  src: string | null;
  name: string;
  email: string;
  /** True when the picture differs from the saved one. */
  changed: boolean;
  disabled: boolean;
  /** A new 256 px JPEG data URL, or null to remove the picture. */
  onChange: (avatar: string | null) => void;
}

/** Preview plus "Upload photo" / "Delete photo"; the change is only sent with "Save profile". */
export function AvatarField({ src, name, email, changed, disabled, onChange }: AvatarFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Reset so picking the same file again still fires change.
    event.currentTarget.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      onChange(await resizeAvatar(file));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : "This image couldn't be used.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4 sm:gap-5">
      <span className="relative" data-testid="avatar-preview" data-has-image={src ? 'true' : 'false'}>
        <Avatar src={src} name={name} email={email} className="size-20 text-2xl" />
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner className="size-6 text-brand-700" />
          </span>
        ) : null}
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={onFile}
            disabled={disabled || busy}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              (disabled || busy) && 'pointer-events-none opacity-50',
            )}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            Upload photo
          </label>
          {src ? (
            <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete photo
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500" aria-live="polite">
          {error ? (
            <span role="alert" className="font-medium text-red-700">
              {error}
            </span>
          ) : changed ? (
            'New picture chosen: press "Save profile" to keep it.'
          ) : (
            'JPEG, PNG, WebP or GIF. We crop it to a square.'
          )}
        </p>
      </div>
    </div>
  );
}
