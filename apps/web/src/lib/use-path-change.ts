import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `onChange` during render when the pathname differs from the last one seen.
 * Adjusting state while rendering (instead of in an effect) avoids painting one frame of a stale
 * open menu on the new page. `onChange` may only update state of the calling component.
 */
export function usePathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    onChange();
  }
}
