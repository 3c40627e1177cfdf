import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero } from './hero';

/** Home (`/`). The spec's remaining sections (how it works, features, templates…) follow the hero. */
export function HomePage() {
  useDocumentTitle(null);
  return <Hero />;
}
