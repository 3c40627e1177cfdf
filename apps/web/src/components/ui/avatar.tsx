import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  email?: string | null;
  className?: string;
}

/**
 * A round picture, or the person's initials on the brand gradient when there is none (or it
 * fails to load). Decorative: the surrounding control names the person.
 */
export function Avatar({ src, name, email, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white select-none',
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        initialsOf(name, email)
      )}
    </span>
  );
}
