import { landingPath, type TokenValues } from '@mergepix/core';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fillTokens } from '@/components/tool-kit/generator/token-fill';
import { FormAlert } from '@/components/ui/form-alert';
import { useVideoEncode } from './encode/use-video-encode';
import { hasWebCodecs } from './encode/webcodecs';
import { EncodePanel } from './encode-panel';
import { MotionSettings } from './motion-settings';
import type { AudioFileResult } from './music/read-audio-file';
import { useVideoMusic } from './music/use-video-music';
import { PictureSection } from './picture-section';
import { TextSettings } from './text-settings';
import { useTitleFonts } from './use-title-fonts';
import { useVideoPicture } from './use-video-picture';
import { useVideoSettings } from './use-video-settings';
import { VideoPreview } from './video-preview';

// Image to Video: a picture, a motion, a personalized title and music become an MP4 made in this
// browser. Settings on the left, the live preview and the file on the right (stacked on a phone).

const MusicSettings = lazy(() =>
  import('./music/music-settings').then((m) => ({ default: m.MusicSettings })),
);

type UploadedAudio = AudioFileResult & { ok: true };

export function VideoMaker({ values, headingLevel = 2 }: { values: TokenValues; headingLevel?: 2 | 3 }) {
  const { settings, update } = useVideoSettings();
  // The title as it is drawn: its tokens filled by the one filler every tool uses, so without a
  // value "Happy birthday, [FIRSTNAME]!" reads "Happy birthday!" (docs/product.md#image-to-video).
  const drawn = useMemo(
    () => ({ ...settings, text: { ...settings.text, text: fillTokens(settings.text.text, values).text } }),
    [settings, values],
  );
  const picture = useVideoPicture();
  const [upload, setUpload] = useState<UploadedAudio | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadBusy, setUploadBusy] = useState(false);
  const audio = useVideoMusic(settings.music, settings.durationS, upload);
  const fonts = useTitleFonts(drawn.text, values);
  const encode = useVideoEncode(fonts.ensure);
  const [webCodecs] = useState(() => hasWebCodecs());
  const madeFrom = useRef<unknown[]>([]);
  const ready = picture.state.status === 'ready' ? picture.state : null;
  const inputs = [settings, values, ready?.picture, audio];
  const stale = encode.state.status === 'done' && inputs.some((v, i) => v !== madeFrom.current[i]);

  const readAudio = async (file: File) => {
    setUploadBusy(true);
    setUploadError(null);
    try {
      const { readAudioFile } = await import('./music/read-audio-file');
      const result = await readAudioFile(file);
      if (result.ok) setUpload(result);
      else setUploadError(result.message);
    } catch {
      setUploadError('That audio file could not be read. Try again, or choose another file.');
    } finally {
      setUploadBusy(false);
    }
  };

  // "My own file" with no file read yet would make a silent video the user did not ask for.
  const waitingForMusic = uploadBusy || (settings.music.source === 'upload' && !upload);
  const waitingFor = !ready
    ? 'Choose a picture first.'
    : waitingForMusic
      ? uploadBusy
        ? 'Reading your music file…'
        : 'Choose your music file, or pick a track or no music.'
      : null;

  const start = () => {
    if (!ready) return;
    madeFrom.current = inputs;
    void encode.start({ picture: createImageBitmap(ready.picture.bitmap), settings: drawn, values, audio });
  };

  const H = `h${headingLevel}` as 'h2' | 'h3';
  // On a phone everything is one column, with the preview first (above the settings that change
  // it) and the file last; from lg the settings are on the left and preview and file on the right.
  const section = (title: string, body: ReactNode, order: string) => (
    <section className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${order}`}>
      <H className="mb-3 text-base font-bold text-slate-950">{title}</H>
      {body}
    </section>
  );

  const preview = useMemo(
    () => (
      <VideoPreview
        picture={ready?.picture.bitmap ?? null}
        settings={drawn}
        values={values}
        audio={audio}
        fontsVersion={fonts.version}
      />
    ),
    [ready, drawn, values, audio, fonts.version],
  );

  return (
    <div className="flex flex-col gap-4" data-testid="video-maker">
      {webCodecs ? null : (
        <FormAlert data-testid="no-webcodecs">
          This browser cannot make videos: it lacks WebCodecs, which encoding needs. Use a current Chrome,
          Edge or Safari, or{' '}
          <Link to={landingPath('gif')} className="font-semibold underline">
            make an animated GIF instead
          </Link>
          .
        </FormAlert>
      )}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          {section(
            '1. Picture',
            <PictureSection
              state={picture.state}
              onFile={(blob, name) => void picture.load(blob, name)}
              settings={settings}
              onFocal={(focal) => update({ focal })}
            />,
            'order-2',
          )}
          {section('2. Motion', <MotionSettings settings={settings} onChange={update} />, 'order-3')}
          {section(
            '3. Title',
            <TextSettings
              value={settings.text}
              drawn={drawn.text.text}
              onChange={(text) => update({ text })}
            />,
            'order-4',
          )}
          {section(
            '4. Music',
            <Suspense fallback={null}>
              <MusicSettings
                value={settings.music}
                onChange={(music) => update({ music })}
                upload={upload}
                onUpload={(file) => void readAudio(file)}
                uploadError={uploadError}
                busy={uploadBusy}
                preview={audio}
              />
            </Suspense>,
            'order-5',
          )}
        </div>
        <div className="contents lg:sticky lg:top-24 lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          {section('Preview', preview, 'order-1')}
          {section(
            'Your video',
            <EncodePanel
              state={encode.state}
              canStart={Boolean(ready) && webCodecs && !waitingForMusic}
              waitingFor={waitingFor}
              wantedMusic={settings.music.source !== 'none'}
              stale={stale}
              onStart={start}
              onCancel={encode.cancel}
              onReset={encode.reset}
            />,
            'order-6',
          )}
        </div>
      </div>
    </div>
  );
}
