import type { GifProject, TokenValues } from '@mergepix/core';
import { Clapperboard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Panel } from '@/components/tool-kit/generator/panel';
import { Button } from '@/components/ui/button';
import type { HeadingLevel } from '@/components/ui/heading';
import { Spinner } from '@/components/ui/spinner';
import { isEmptyProject } from './project-ops';
import { ResultPanel } from './result-panel';
import { sourceKey, useGifGenerate } from './use-gif-generate';

// Publishing live needs the designer's panel and the designs API: loaded when it shows.
const LivePublish = lazy(() => import('./live-publish').then((m) => ({ default: m.LivePublish })));

/** "Generate GIF" with its progress, the reason when it cannot run or failed, and the result. */
export function GenerateSection({
  project,
  values,
  level,
  className,
  live,
}: {
  project: GifProject;
  values: TokenValues;
  level: HeadingLevel;
  className?: string;
  /** The live design this animation is published as. */
  live: { designId: string | null; onDesignId(id: string | null): void };
}) {
  const { state, result, generate, cancel } = useGifGenerate(project, values);
  const generating = state.phase === 'generating';
  const empty = isEmptyProject(project);
  return (
    <Panel title="Generated Animation" level={level} className={className}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => void generate()}
            disabled={generating || empty || project.frames.length === 0}
            data-testid="gif-generate"
          >
            {generating ? (
              <Spinner className="size-4" />
            ) : (
              <Clapperboard aria-hidden="true" className="size-4" />
            )}
            {generating ? 'Generating...' : 'Generate GIF'}
          </Button>
          {generating ? (
            <>
              <span role="status" className="text-sm text-slate-600 tabular-nums">
                Frame {state.done} of {state.total}
              </span>
              <Button variant="outline" size="sm" onClick={cancel}>
                Stop
              </Button>
            </>
          ) : null}
        </div>
        {empty ? (
          <p className="text-sm text-slate-600" data-testid="gif-empty-hint">
            Add pictures to the timeline or some text to a frame first: there is nothing to animate yet.
          </p>
        ) : null}
        {state.phase === 'failed' ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {state.message}
          </p>
        ) : null}
        {result ? (
          <ResultPanel
            result={result}
            stale={result.source !== sourceKey(project, values)}
            project={project}
            values={values}
          />
        ) : (
          <p className="text-sm text-slate-500">
            Your GIF appears here, with its size and an e-mail preview.
          </p>
        )}
        {empty ? null : (
          <Suspense fallback={null}>
            <LivePublish
              project={project}
              values={values}
              designId={live.designId}
              onDesignId={live.onDesignId}
            />
          </Suspense>
        )}
      </div>
    </Panel>
  );
}
