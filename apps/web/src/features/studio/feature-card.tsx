import type { FeatureDefinition } from '@mergepix/core';
import { Star, Zap } from 'lucide-react';
import { FeatureIcon } from '@/components/ui/feature-icon';
import { cn } from '@/lib/cn';
import type { ViewMode } from './studio-state';

/** Props of {@link FeatureCard}. */
export interface FeatureCardProps {
  feature: FeatureDefinition;
  view: ViewMode;
  favorite: boolean;
  onOpen: () => void;
  onToggleFavorite: () => void;
  onPreload?: () => void;
}

function Badges({ feature }: { feature: FeatureDefinition }) {
  return (
    <span className="flex flex-wrap gap-1">
      {feature.badge ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-amber-800">
          {feature.badge}
        </span>
      ) : null}
      {feature.isNew ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-emerald-800">
          NEW
        </span>
      ) : null}
      {feature.aiAccelerated ? (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-brand-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-brand-800">
          <Zap aria-hidden="true" className="size-3" />
          AI Accelerated
        </span>
      ) : null}
    </span>
  );
}

/** A tool in the studio's grid or list; the card opens it, the star marks it a favorite. */
export function FeatureCard({
  feature,
  view,
  favorite,
  onOpen,
  onToggleFavorite,
  onPreload,
}: FeatureCardProps) {
  const list = view === 'list';
  return (
    <li className="relative">
      <button
        type="button"
        data-feature-card={feature.id}
        onClick={onOpen}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        className={cn(
          'group flex h-full w-full cursor-pointer gap-3 rounded-2xl border border-slate-200 bg-white p-4 pr-12 text-left shadow-sm',
          'transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md hover:shadow-brand-900/5',
          list ? 'flex-row items-center' : 'flex-col',
        )}
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-sm">
          <FeatureIcon name={feature.icon} className="size-5" />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold text-slate-900">{feature.title}</span>
          <span className={cn('text-sm text-slate-600', list ? 'line-clamp-1' : 'line-clamp-2')}>
            {feature.description}
          </span>
          <Badges feature={feature} />
        </span>
      </button>
      <button
        type="button"
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${feature.title} from favorites` : `Add ${feature.title} to favorites`}
        onClick={onToggleFavorite}
        className="absolute top-2 right-2 flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-amber-500"
      >
        <Star aria-hidden="true" className={cn('size-5', favorite && 'fill-amber-400 text-amber-500')} />
      </button>
    </li>
  );
}
