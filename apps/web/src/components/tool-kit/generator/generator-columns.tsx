import type { ReactNode, RefObject } from 'react';
import type { HeadingLevel } from '@/components/ui/heading';
import { Panel } from './panel';

/** Props of {@link GeneratorColumns}. */
export interface GeneratorColumnsProps {
  testId: string;
  level: HeadingLevel;
  formTitle: string;
  resultTitle: string;
  /** The result column, scrolled into view on Generate when it is off screen (phones). */
  resultRef: RefObject<HTMLDivElement | null>;
  form: ReactNode;
  result: ReactNode;
}

/**
 * A prompt tool's two columns: the form, and the result beside it (sticky on wide screens, so it
 * stays in sight next to a long form; under the form on phones).
 */
export function GeneratorColumns({
  testId,
  level,
  formTitle,
  resultTitle,
  resultRef,
  form,
  result,
}: GeneratorColumnsProps) {
  return (
    <div data-testid={testId} className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title={formTitle} level={level}>
        <div className="flex flex-col gap-6">{form}</div>
      </Panel>
      <div ref={resultRef} className="min-w-0 lg:sticky lg:top-24">
        <Panel title={resultTitle} level={level}>
          {result}
        </Panel>
      </div>
    </div>
  );
}
