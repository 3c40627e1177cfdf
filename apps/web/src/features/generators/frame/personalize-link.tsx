import { Mail } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';

// "Personalize for every customer" on a generated result: the image is handed to the live image
// designer through this tab's session storage (a data URL can be megabytes, too long for a link)
// and becomes the base of a new design there.

const KEY = 'mergepix:live-start';

export function handOffImage(imageUrl: string): void {
  try {
    sessionStorage.setItem(KEY, imageUrl);
  } catch {
    // Storage blocked: the designer opens without a picture.
  }
}

/** The image handed over, once (reading it clears it). */
export function takeHandedOffImage(): string | null {
  try {
    const url = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return url;
  } catch {
    return null;
  }
}

/** Opens the live image designer with `imageUrl` as the base of a new design. */
export function PersonalizeLink({ imageUrl }: { imageUrl: string }) {
  const inRouter = useInRouterContext();
  return inRouter ? <RouterLink imageUrl={imageUrl} /> : <PlainLink imageUrl={imageUrl} />;
}

function RouterLink({ imageUrl }: { imageUrl: string }) {
  const navigate = useNavigate();
  return (
    <PlainLink
      imageUrl={imageUrl}
      onNavigate={(event) => {
        event.preventDefault();
        navigate(PATHS.live);
      }}
    />
  );
}

function PlainLink({ imageUrl, onNavigate }: { imageUrl: string; onNavigate?: (event: MouseEvent) => void }) {
  return (
    <a
      href={PATHS.live}
      data-testid="personalize-every-customer"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={(event) => {
        handOffImage(imageUrl);
        onNavigate?.(event);
      }}
    >
      <Mail aria-hidden="true" className="size-4" />
      Personalize for every customer
    </a>
  );
}
