import { LINK_COPY_FEEDBACK_MS } from '@mergepix/core';
import { Check, Link2, MessageSquareShare, Share2 } from 'lucide-react';
import { Menu } from '@/components/ui/menu';
import { featureLink, mailtoShare } from '@/features/studio/share-link';
import { notify } from '@/lib/toast';
import { useCopyFeedback } from '@/lib/use-copy-feedback';

/** "Share": copy the tool's studio link, or send it through the device's share sheet or e-mail. */
export function ShareMenu({
  featureId,
  title,
  triggerClass,
}: {
  featureId: string;
  title: string;
  triggerClass: string;
}) {
  const { copied, copy } = useCopyFeedback<'link'>(LINK_COPY_FEEDBACK_MS);
  const link = () => featureLink(featureId, window.location.origin);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const icon = 'size-4';

  return (
    <Menu
      label="Share"
      trigger={<Share2 aria-hidden="true" className={icon} />}
      triggerClass={triggerClass}
      items={[
        {
          id: 'copy',
          label: copied ? 'Link copied!' : 'Copy link',
          icon: copied ? (
            <Check aria-hidden="true" className={`${icon} text-emerald-600`} />
          ) : (
            <Link2 aria-hidden="true" className={icon} />
          ),
          onSelect: () => {
            void copy('link', link()).then((ok) => {
              if (!ok) notify.error('Could not copy the link. Copy it from the address bar instead.');
            });
            return false; // stays open to show the confirmation
          },
        },
        canShare
          ? {
              id: 'message',
              label: 'Share via message',
              icon: <MessageSquareShare aria-hidden="true" className={icon} />,
              onSelect: () => {
                navigator
                  .share({ title, text: `Try ${title} on Mergepix`, url: link() })
                  .catch(() => undefined);
                return undefined;
              },
            }
          : {
              id: 'message',
              label: 'Share via message',
              icon: <MessageSquareShare aria-hidden="true" className={icon} />,
              href: typeof window === 'undefined' ? '' : mailtoShare(title, link()),
            },
      ]}
      footer={
        <span aria-live="polite" className="sr-only">
          {copied ? 'Link copied' : ''}
        </span>
      }
    />
  );
}
