import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import {
  entriesForPaths,
  FOOTER_PRODUCT_PATHS,
  FOOTER_RESOURCE_PATHS,
  type NavEntry,
  NEW_ENTRY_PATH,
} from '@/config/nav';
import { PATHS } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { BrandMark } from './brand-logo';
import { NewsletterForm } from './newsletter-form';

const products = entriesForPaths(FOOTER_PRODUCT_PATHS);
const resources = entriesForPaths(FOOTER_RESOURCE_PATHS);

const legalLinks = [
  { to: PATHS.privacy, label: 'Privacy Policy' },
  { to: PATHS.terms, label: 'Terms of Service' },
  { to: PATHS.cookies, label: 'Cookie Policy' },
] as const;

const linkClass = 'rounded text-sm text-slate-400 transition-colors hover:text-white';

function LinkColumn({ title, entries }: { title: string; entries: readonly NavEntry[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {entries.map((entry) => (
          <li key={entry.path} className="flex items-center gap-2">
            <Link to={entry.path} className={linkClass}>
              {entry.label}
            </Link>
            {entry.path === NEW_ENTRY_PATH ? (
              <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-[11px] font-semibold text-accent-400 ring-1 ring-accent-500/30">
                New
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer; the layout renders it on the home page only (docs/product.md#routes-and-page-layout). */
export function Footer() {
  return (
    <footer id="contact" className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 sm:col-span-1">
            <div className="flex items-center gap-2">
              <BrandMark />
              <span className="text-lg font-extrabold tracking-tight text-white">{siteConfig.name}</span>
            </div>
            <p className="mt-4 max-w-xs text-sm leading-6 text-slate-400">
              AI images, action figures, memes and animated GIFs that greet every customer by name — built for
              marketers who want more clicks from the same list.
            </p>
          </div>
          <LinkColumn title="Products" entries={products} />
          <LinkColumn title="Resources" entries={resources} />
          <div className="col-span-2 sm:col-span-1">
            <h2 className="text-sm font-semibold text-white">Contact Us</h2>
            <p className="mt-4 text-sm leading-6 text-slate-400">
              Questions, feedback or a campaign you'd like help with? We answer within one business day.
            </p>
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="mt-3 inline-flex items-center gap-2 rounded text-sm font-medium text-white hover:text-brand-300"
            >
              <Mail aria-hidden="true" className="size-4" />
              {siteConfig.supportEmail}
            </a>
          </div>
        </div>

        <div className="mt-12">
          <NewsletterForm />
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
