import { PATHS } from '@/config/paths';

/** The query parameter that names the tool a studio link opens. */
export const FEATURE_PARAM = 'feature';

/** The shareable link that opens `featureId` in the studio. */
export function featureLink(featureId: string, origin: string): string {
  const url = new URL(PATHS.editor, origin);
  url.searchParams.set(FEATURE_PARAM, featureId);
  return url.href;
}

/** A mailto: link that shares a tool when the browser cannot share natively. */
export function mailtoShare(title: string, link: string): string {
  const subject = `Try ${title} on Mergepix`;
  const body = `I'm using ${title} to make personalized images. Open it here:\n${link}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
