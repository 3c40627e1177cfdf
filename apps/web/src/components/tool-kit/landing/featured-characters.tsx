import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CharacterArt } from '@/components/illustrations/landing/character-art';
import { buttonVariants } from '@/components/ui/button';
import { Heading, TitledSection } from '@/components/ui/heading';
import { PATHS } from '@/config/paths';
import type { FigureLandingContent } from './landing-content';
import { LegendCarousel } from './legend-carousel';

type FeaturedCopy = FigureLandingContent['featured'];

/** The featured characters as four cards, each an original drawing, title and tagline. */
function FeaturedGrid({ featured }: { featured: FeaturedCopy }) {
  return (
    <ul className="mt-12 grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {featured.items.map((character) => (
        <li
          key={character.id}
          data-testid="featured-character"
          data-character={character.id}
          className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/10 motion-reduce:hover:translate-y-0"
        >
          <CharacterArt id={character.id} label={character.artLabel} className="block h-auto w-full" />
          <div className="flex flex-1 flex-col p-5">
            <Heading level={3} className="text-lg font-bold text-slate-950">
              {character.title}
            </Heading>
            <p className="mt-1.5 text-sm leading-6 text-slate-600">{character.tagline}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Link under the featured characters to the full catalogue in the studio. */
function ExploreLink({ label }: { label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <Link
        to={PATHS.editor}
        data-testid="explore-link"
        className={buttonVariants({ variant: 'secondary', size: 'lg' })}
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}

/** The featured characters section: a grid of cards, or the wrestling page's carousel. */
export function FeaturedCharacters({ featured }: { featured: FeaturedCopy }) {
  return (
    <TitledSection id="featured" className="render-when-visible bg-slate-50" header={featured}>
      {featured.display === 'carousel' ? (
        <LegendCarousel items={featured.items} label={featured.title} />
      ) : (
        <FeaturedGrid featured={featured} />
      )}
      <ExploreLink label={featured.exploreLabel} />
    </TitledSection>
  );
}
