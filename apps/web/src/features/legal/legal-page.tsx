import { Link } from 'react-router';
import { PATHS } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cookiePolicy } from './cookie-policy';
import type { LegalDoc, LegalDocId } from './legal-types';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

const docs: Record<LegalDocId, LegalDoc> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
};

const otherLinks: { id: LegalDocId; to: string }[] = [
  { id: 'privacy', to: PATHS.privacy },
  { id: 'terms', to: PATHS.terms },
  { id: 'cookies', to: PATHS.cookies },
];

/** /privacy, /terms and /cookies: one page component, three plain-language documents. */
export function LegalPage({ doc }: { doc: LegalDocId }) {
  const content = docs[doc];
  useDocumentTitle(content.title);

  return (
    <article className="mx-auto max-w-3xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32">
      <p className="text-sm font-semibold text-brand-700">Legal</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {content.title}
      </h1>
      <p className="mt-2 text-sm text-slate-500">Last updated: {content.updated}</p>
      <p className="mt-6 rounded-2xl bg-brand-50 p-5 text-base leading-7 text-slate-700">{content.summary}</p>

      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-500">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <nav aria-label="Other legal documents" className="mt-14 border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {otherLinks
            .filter((link) => link.id !== doc)
            .map((link) => (
              <li key={link.id}>
                <Link
                  to={link.to}
                  className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {docs[link.id].title}
                </Link>
              </li>
            ))}
          <li>
            <Link to="/" className="font-medium text-slate-600 hover:text-slate-900 hover:underline">
              Back to home
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
