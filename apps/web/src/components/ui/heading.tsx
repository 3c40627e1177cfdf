import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** HTML heading level. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Level of a marketing section's title: 2 on the home page (under the hero's h1), 1 when the
 * section is a page of its own (/faq, /templates…). Everything inside steps down from it, so the
 * outline never skips a level in either place.
 */
export type SectionLevel = 1 | 2;

/** Props every marketing section accepts. */
export interface SectionProps {
  /** Level of the section title; defaults to 2. */
  headingLevel?: SectionLevel;
}

/** The level below `level`, capped at h6. */
export function childLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/** A heading whose level is data, not markup. */
export function Heading({ level, ...props }: { level: HeadingLevel } & ComponentProps<'h2'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

/** Props of {@link SectionHeader}. */
export interface SectionHeaderProps {
  /** Id of the title element, for the section's aria-labelledby. */
  titleId: string;
  level: HeadingLevel;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  /** Eyebrow and text colours for dark backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Eyebrow, title and intro shared by every section, centred. */
export function SectionHeader({
  titleId,
  level,
  eyebrow,
  title,
  description,
  tone = 'light',
  className,
}: SectionHeaderProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      <p
        className={cn(
          'text-sm font-semibold tracking-wider uppercase',
          dark ? 'text-brand-200' : 'text-brand-700',
        )}
      >
        {eyebrow}
      </p>
      <Heading
        level={level}
        id={titleId}
        className={cn(
          'mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-950',
        )}
      >
        {title}
      </Heading>
      {description ? (
        <p className={cn('mt-4 text-lg leading-8 text-pretty', dark ? 'text-slate-300' : 'text-slate-600')}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link MarketingSection}. */
export interface MarketingSectionProps extends ComponentProps<'section'> {
  /** Anchor id (#faq…) and the base of the title id. */
  id: string;
}

/**
 * Outer shell of a section: anchor id, label from its title, vertical rhythm and page width.
 * The title id is always `${id}-title`.
 */
export function MarketingSection({ id, className, children, ...props }: MarketingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('py-20 sm:py-24', className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Props of {@link TitledSection}. */
export interface TitledSectionProps extends MarketingSectionProps {
  /** Eyebrow, title and intro over the content; the title's level defaults to 2. */
  header: Omit<SectionHeaderProps, 'titleId' | 'level'> & { level?: HeadingLevel };
}

/** A marketing section that opens with its centred header; the content follows it. */
export function TitledSection({ id, header, children, ...props }: TitledSectionProps) {
  return (
    <MarketingSection id={id} {...props}>
      <SectionHeader {...header} titleId={`${id}-title`} level={header.level ?? 2} />
      {children}
    </MarketingSection>
  );
}
