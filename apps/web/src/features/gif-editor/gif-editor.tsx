import { GIF_LIMITS, type TokenValues } from '@mergepix/core';
import { Redo2, Type, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Panel } from '@/components/tool-kit/generator/panel';
import { MyImagesPicker } from '@/components/tool-kit/images/my-images-picker';
import { Button } from '@/components/ui/button';
import type { HeadingLevel } from '@/components/ui/heading';
import { Spinner } from '@/components/ui/spinner';
import { AnimationSettings } from './animation-settings';
import { EmailTips } from './email-tips';
import { prepareGifEncoder } from './encode/encode-gif';
import { FrameTimeline } from './frame-timeline';
import { GenerateSection } from './generate-section';
import { GifStage } from './gif-stage';
import { PlaybackControls, usePlayback } from './playback-controls';
import * as ops from './project-ops';
import type { LoadedProject } from './project-storage';
import { TokenList } from './token-list';
import { TokenSettings } from './token-settings';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { type AddedPicture, useFrameIntake } from './use-frame-intake';
import { useGifProject, useLoadedProject } from './use-gif-project';
import { useHandedOffImage } from './use-handed-off-image';

/**
 * The Animated GIF Personalization Editor: the preview with draggable text, playback, the
 * timeline, generating and the result, and the side column of settings, tokens and e-mail tips.
 */
export function GifEditor({ values, headingLevel }: { values: TokenValues; headingLevel: HeadingLevel }) {
  const loaded = useLoadedProject();
  if (!loaded)
    return (
      <div
        role="status"
        className="flex min-h-[30rem] items-center justify-center gap-2 text-sm text-slate-600"
      >
        <Spinner className="size-5 text-brand-600" />
        Opening your animation…
      </div>
    );
  return <Editor loaded={loaded} values={values} headingLevel={headingLevel} />;
}

function Editor({
  loaded,
  values,
  headingLevel,
}: {
  loaded: LoadedProject;
  values: TokenValues;
  headingLevel: HeadingLevel;
}) {
  const project = useGifProject(loaded);
  const { editing, change, select } = project;
  const { project: doc, current } = editing;
  const frame = doc.frames[current];
  const [selectedToken, setSelectedToken] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const token = frame?.tokens.find((t) => t.id === selectedToken) ?? null;
  const sub = (headingLevel + 1) as HeadingLevel;

  usePlayback(doc.frames, current, playing, select);
  // The encoder's workers start now, so the first Generate does not wait for them.
  useEffect(prepareGifEncoder, []);
  useEditorShortcuts(project);
  const onAdded = useCallback(
    (pictures: AddedPicture[]) => change((e) => ops.addPictureFrames(e, pictures)),
    [change],
  );
  const room = useCallback(() => ops.framesLeft(doc), [doc]);
  const intake = useFrameIntake(room, onAdded);
  useHandedOffImage(intake.addBlobs, intake.report);

  // A token belongs to one frame: another frame starts with nothing selected.
  const frameId = frame?.id;
  const [shownFrame, setShownFrame] = useState(frameId);
  if (shownFrame !== frameId) {
    setShownFrame(frameId);
    setSelectedToken(null);
  }

  const addToken = (value = '[FIRSTNAME]') => {
    const next = ops.newId('text');
    change((e) => ops.addToken(e, { ...ops.newTokenAt(e, next), value }));
    setSelectedToken(next);
  };
  const full = (frame?.tokens.length ?? 0) >= GIF_LIMITS.maxTokensPerFrame;

  return (
    // On phones the two columns dissolve into one list ordered by use (the text's settings right
    // under the preview); from lg up they are the editor and its side column.
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="gif-editor">
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <Panel
          className="order-1 lg:order-none"
          title="Preview"
          level={sub}
          aside={
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={project.undo}
                disabled={!project.canUndo}
                aria-label="Undo"
              >
                <Undo2 aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={project.redo}
                disabled={!project.canRedo}
                aria-label="Redo"
              >
                <Redo2 aria-hidden="true" className="size-4" />
              </Button>
              <Button size="sm" onClick={() => addToken()} disabled={full} data-testid="gif-add-text">
                <Type aria-hidden="true" className="size-4" />
                Add text
              </Button>
            </div>
          }
        >
          <div className="flex flex-col gap-4">
            {frame ? (
              <GifStage
                frame={frame}
                width={doc.width}
                height={doc.height}
                values={values}
                selectedToken={selectedToken}
                onSelectToken={setSelectedToken}
                onMoveToken={(id, x, y) => change((e) => ops.updateToken(e, id, { x, y }), `move:${id}`)}
                onRemoveToken={(id) => {
                  change((e) => ops.removeToken(e, id));
                  setSelectedToken(null);
                }}
              />
            ) : null}
            <PlaybackControls
              current={current}
              total={doc.frames.length}
              playing={playing}
              onPlaying={setPlaying}
              select={select}
            />
          </div>
        </Panel>
        <Panel level={sub} className="order-3 lg:order-none">
          <FrameTimeline
            frames={doc.frames}
            current={current}
            busy={intake.progress !== null}
            actions={{
              select,
              remove: (i) => change((e) => ops.deleteFrame(e, i)),
              move: (from, to) => change((e) => ops.moveFrame(e, from, to)),
              addBlank: () => change(ops.addBlankFrame),
              duplicate: () => change(ops.duplicateFrame),
              setDuration: (ms) =>
                change((e) => ops.setFrameDuration(e, e.current, ms), `duration:${frame?.id}`),
              addFiles: (files) => void intake.addBlobs(files),
              replacePicture: (file) =>
                void intake.addBlobs(
                  [file],
                  ([first]) => {
                    if (first) change((e) => ops.setFrameImage(e, e.current, first.imageId));
                  },
                  () => 1,
                ),
            }}
            more={
              <MyImagesPicker
                onAdd={(blobs) => void intake.addBlobs(blobs)}
                disabled={intake.progress !== null}
              />
            }
          />
          {intake.progress ? (
            <p role="status" className="mt-3 text-sm text-slate-600">
              Adding pictures… {intake.progress.done} of {intake.progress.total}
            </p>
          ) : null}
          {intake.messages.length > 0 ? (
            <div
              role="alert"
              className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900"
              data-testid="gif-intake-errors"
            >
              <ul className="list-disc pl-5">
                {intake.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
              <button type="button" onClick={intake.dismiss} className="mt-1 text-xs underline">
                Dismiss
              </button>
            </div>
          ) : null}
          {project.storageProblem ? (
            <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {project.storageProblem}
            </p>
          ) : null}
        </Panel>
        <GenerateSection
          project={doc}
          values={values}
          level={sub}
          className="order-4 lg:order-none"
          live={{ designId: project.liveDesignId, onDesignId: project.setLiveDesignId }}
        />
      </div>
      <aside className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6" aria-label="Settings">
        <Panel title="Animation Settings" level={sub} className="order-5 lg:order-none">
          <AnimationSettings
            project={doc}
            onSize={(w, h) => change((e) => ops.setSize(e, w, h))}
            onMode={(m) => change((e) => ops.setEmailOptimized(e, m))}
            onAllDurations={(ms) => change((e) => ops.setAllDurations(e, ms))}
          />
        </Panel>
        {token ? (
          <Panel title="Token Settings" level={sub} className="order-2 lg:order-none">
            <TokenSettings
              token={token}
              framesCount={doc.frames.length}
              onChange={(patch, key) => change((e) => ops.updateToken(e, token.id, patch), key)}
              onApplyToAll={() => change((e) => ops.applyTokenToAll(e, token.id))}
              onRemove={() => {
                change((e) => ops.removeToken(e, token.id));
                setSelectedToken(null);
              }}
            />
          </Panel>
        ) : null}
        <Panel title="Personalization Tokens" level={sub} className="order-6 lg:order-none">
          <TokenList values={values} full={full} onAdd={(key) => addToken(`[${key}]`)} />
        </Panel>
        <Panel title="Email Optimization Tips" level={sub} className="order-7 lg:order-none">
          <EmailTips
            project={doc}
            onApplySafe={() => change(ops.applyEmailSafe)}
            onCopyTextToFirst={() => change(ops.copyTextToFirstFrame)}
          />
        </Panel>
      </aside>
    </div>
  );
}
