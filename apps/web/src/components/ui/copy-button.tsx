import { LINK_COPY_FEEDBACK_MS } from '@mergepix/core';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';

/** A button that copies `text` and says "Copied" for a moment. */
export function CopyButton({ text, label, ...props }: { text: string; label: string } & ButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LINK_COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      onClick={async () => {
        if (await copyText(text)) setCopied(true);
        else notify.error("Couldn't copy. Select the text and copy it yourself.");
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {label}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </Button>
  );
}
