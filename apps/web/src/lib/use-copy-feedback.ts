import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/**
 * Copies text and remembers which item was copied for `ms` (the "Copied!" confirmation);
 * a failed copy reports false so the caller can say so.
 */
export function useCopyFeedback<K extends string>(ms: number) {
  const [copied, setCopied] = useState<K | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (key: K, text: string): Promise<boolean> => {
      const ok = await copyText(text);
      clearTimeout(timer.current);
      setCopied(ok ? key : null);
      if (ok) timer.current = setTimeout(() => setCopied(null), ms);
      return ok;
    },
    [ms],
  );
  return { copied, copy };
}
