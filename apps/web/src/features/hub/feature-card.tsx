import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { HubArt } from '@/components/illustrations/hub/hub-art';
import type { HubFeature } from './hub-features';

/**
 * One hub card. The title link stretches over the whole card (its ::after), so the card is one
 * click target while the link's accessible name stays just the title; the card draws the focus
 * ring because the link's own outline would only circle the title text.
 */
export function FeatureCard({ feature }: { feature: HubFeature }) {
  return (
    <li
      data-testid="feature-card"
      data-feature={feature.slug}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/10 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <HubArt
          art={feature.art}
          className="h-full w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {feature.badge ? (
          <span
            data-testid="feature-badge"
            className="mb-2 inline-flex self-start items-center gap-1 rounded-full bg-linear-to-r from-brand-600 to-accent-500 px-2.5 py-1 text-[0.7rem] font-bold tracking-wide text-white shadow-sm"
          >
            <Sparkles aria-hidden="true" className="size-3" />
            {feature.badge}
          </span>
        ) : null}
        <h3 className="text-lg font-bold text-slate-900">
          <Link
            to={feature.path}
            className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {feature.title}
          </Link>
        </h3>
        <p className="mt-1.5 flex-1 text-sm leading-6 text-slate-600">{feature.description}</p>
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-900"
        >
          Explore
          <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
        </span>
      </div>
    </li>
  );
}
