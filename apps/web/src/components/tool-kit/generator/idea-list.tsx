import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Heading, type HeadingLevel } from '@/components/ui/heading';

/** Props of {@link IdeaList}. */
export interface IdeaListProps {
  title: string;
  ideas: readonly string[];
  onUse: (idea: string) => void;
  disabled?: boolean;
  level: HeadingLevel;
}

/** Ready-made prompts, each with a "Use" button that puts it in the prompt field. */
export function IdeaList({ title, ideas, onUse, disabled, level }: IdeaListProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <Heading level={level} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
        {title}
      </Heading>
      <ul className="flex flex-col gap-2" data-testid="idea-list">
        {ideas.map((idea) => (
          <li
            key={idea}
            className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2"
          >
            <span className="min-w-0 text-sm leading-5 text-slate-700">{idea}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onUse(idea)}
              aria-label={`Use: ${idea}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
