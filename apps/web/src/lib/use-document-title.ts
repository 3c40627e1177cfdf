import { useEffect } from 'react';
import { siteConfig } from '@/config/site';

/** Sets the tab title for a page ("Privacy Policy — Mergepix") and restores the default on leave. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${siteConfig.name}` : siteConfig.defaultTitle;
    return () => {
      document.title = siteConfig.defaultTitle;
    };
  }, [title]);
}
