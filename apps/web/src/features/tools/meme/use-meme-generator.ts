import type { ImageResult, MemeQuickText, MemeTextStyleInput } from '@mergepix/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import type { GenerationState } from '@/components/tool-kit/generator/use-image-generation';
import { imageAsDataUrl, loadCaptionFont, loadMemeImage, renderMemeJpeg } from './meme-canvas';
import {
  applyQuickText,
  chooseTemplate,
  fillMeme,
  initialMemeForm,
  type MemeForm,
  memeImageUrl,
  memePayload,
  NO_TEMPLATE_ERROR,
  setUpload,
  TEMPLATE_LOAD_ERROR,
  usesAi,
} from './meme-state';

/** The picture the meme is drawn on, once it has loaded. */
interface LoadedImage {
  url: string;
  element: HTMLImageElement;
}

/** Says who drew a meme made in the browser; it is never passed off as AI. */
const BROWSER_MODEL = 'browser text overlay';

const done = (result: ImageResult): GenerationState => ({
  status: 'success',
  progress: 100,
  result,
  error: null,
});

/**
 * The meme generator's state and actions: the form, the picture (loaded for the live preview),
 * and Generate: a plain overlay drawn here and exported as JPEG 0.9, or the meme-generator call
 * when AI enhancement has a description. If that call fails, the failure is said and the plain
 * overlay is shown instead (docs/product.md#meme-generator).
 */
export function useMemeGenerator(tokens: GeneratorTokens | undefined) {
  const run = useGeneratorRun('meme', tokens);
  const { generation } = run;
  const [form, setForm] = useState<MemeForm>(initialMemeForm);
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** A result made in the browser (the plain overlay, or the fallback after an AI failure). */
  const [local, setLocal] = useState<GenerationState | null>(null);
  /** The AI call's failure, shown above the plain result that replaced it. */
  const [aiError, setAiError] = useState<string | null>(null);
  const [fontsReady, setFontsReady] = useState(0);
  const fallback = useRef<(() => ImageResult) | null>(null);

  const url = memeImageUrl(form);
  const filled = useMemo(() => fillMeme(form, tokens), [form, tokens]);
  const texts = useMemo(
    () => ({ topText: filled.top.text, bottomText: filled.bottom.text }),
    [filled.top.text, filled.bottom.text],
  );
  const ready = image && image.url === url ? image.element : null;

  useEffect(() => {
    setLoadError(null);
    if (!url) return;
    let live = true;
    loadMemeImage(url).then(
      (element) => live && setImage({ url, element }),
      () => live && setLoadError(TEMPLATE_LOAD_ERROR),
    );
    return () => {
      live = false;
    };
  }, [url]);

  // Redraw once the caption font has loaded (the first draw may use the fallback face).
  useEffect(() => {
    let live = true;
    void loadCaptionFont(form.style, texts).then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [form.style, texts]);

  const clearResult = useCallback(() => {
    fallback.current = null;
    generation.reset();
    setLocal(null);
    setAiError(null);
  }, [generation.reset]);

  // An AI failure: say so, and show the plain overlay made from the same choices.
  useEffect(() => {
    if (generation.status !== 'error' || !fallback.current) return;
    const plain = fallback.current;
    fallback.current = null;
    setAiError(generation.error);
    setLocal(done(plain()));
  }, [generation.status, generation.error]);

  const blockedReason = !url ? NO_TEMPLATE_ERROR : (loadError ?? undefined);

  const generate = async () => {
    if (run.busy || blockedReason || !url || !ready) return;
    const style = form.style;
    await loadCaptionFont(style, texts);
    const plain = (reason?: string): ImageResult => ({
      imageUrl: renderMemeJpeg(ready, texts, style),
      provider: 'local',
      model: BROWSER_MODEL,
      ...(reason ? { fallback: { from: 'AI enhancement', reason } } : {}),
    });
    if (!usesAi(form)) {
      clearResult();
      setLocal(done(plain()));
      return;
    }
    clearResult();
    fallback.current = () => plain('the AI call failed, so the plain text overlay was drawn in your browser');
    const result = await run.send(memePayload(filled, style, imageAsDataUrl(url, ready), run.model));
    if (result) fallback.current = null;
  };

  const update = (change: (form: MemeForm) => MemeForm) => setForm(change);

  return {
    run,
    form,
    filled,
    texts,
    image: ready,
    loadError,
    fontsReady,
    blockedReason,
    shown: local ?? generation,
    aiError,
    generate,
    selectTemplate: (id: string) => {
      update((f) => chooseTemplate(f, id));
      clearResult();
    },
    setUpload: (dataUrl: string | null) => {
      update((f) => setUpload(f, dataUrl));
      clearResult();
    },
    setTopText: (topText: string) => update((f) => ({ ...f, topText })),
    setBottomText: (bottomText: string) => update((f) => ({ ...f, bottomText })),
    setAiEnabled: (aiEnabled: boolean) => update((f) => ({ ...f, aiEnabled })),
    setAiDescription: (aiDescription: string) => update((f) => ({ ...f, aiDescription })),
    setStyle: (change: Partial<MemeTextStyleInput>) =>
      update((f) => ({ ...f, style: { ...f.style, ...change } })),
    applyQuickText: (quick: MemeQuickText) => update((f) => applyQuickText(f, quick)),
  };
}

/** What {@link useMemeGenerator} returns. */
export type MemeGenerator = ReturnType<typeof useMemeGenerator>;
