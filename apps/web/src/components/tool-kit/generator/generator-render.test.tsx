import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GenerationResult } from './generation-result';
import { ModelToggle } from './model-toggle';
import { PromptPreview } from './prompt-preview';
import { ReferenceUploader } from './reference-uploader';
import type { GenerationState } from './use-image-generation';

// No DOM library is installed: these render to HTML on the server and check the markup.
const noop = () => {};
const render = (state: GenerationState) =>
  renderToStaticMarkup(
    <GenerationResult state={state} fileName="custom-action-figure.png" alt="Your action figure" />,
  );

describe('GenerationResult markup', () => {
  it('shows the empty panel when idle', () => {
    const html = render({ status: 'idle', progress: 0, result: null, error: null });
    expect(html).toContain('data-testid="generation-result"');
    expect(html).toContain('Your figure will appear here');
  });

  it('shows progress while generating', () => {
    const html = render({ status: 'generating', progress: 45, result: null, error: null });
    expect(html).toContain('Generating...');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="45"/);
  });

  it('offers the image with the exact download name and provenance', () => {
    const html = render({
      status: 'success',
      progress: 100,
      result: { imageUrl: '/storage/v1/object/public/generations/a.png', provider: 'local', model: 'engine' },
      error: null,
    });
    expect(html).toContain('data-testid="generation-image"');
    expect(html).toContain('max-height:400px');
    expect(html).toContain('download="custom-action-figure.png"');
    expect(html).toContain('href="/storage/v1/object/public/generations/a.png"');
    expect(html).toContain('View Full Size');
    // Into the tools that take a result and are built: the live image designer, not video yet.
    expect(html).toContain('data-testid="result-action-live-images"');
    expect(html).toContain('Personalize for every customer');
    expect(html).toContain('href="/live"');
    expect(html).toContain('data-testid="result-action-video"');
    expect(html).toContain('href="/features/image-to-video"');
    expect(html).toContain('Make a video');
    expect(html).toContain('Made offline by the Mergepix engine (not AI)');
  });

  it('shows the error and the placeholder on failure', () => {
    const html = render({
      status: 'error',
      progress: 0,
      result: null,
      error: 'Failed to generate action figure: Unknown error',
    });
    expect(html).toMatch(/role="alert"[^>]*data-testid="generation-error"/);
    expect(html).toContain('Failed to generate action figure: Unknown error');
    expect(html).toMatch(/data-testid="generation-placeholder"[^>]*alt="Generation Failed"/);
  });
});

describe('ModelToggle markup', () => {
  it('is a labelled radio group with the chosen model focusable', () => {
    const html = renderToStaticMarkup(
      <ModelToggle value="gemini" onChange={noop} hint="Gemini is faster." />,
    );
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('AI model');
    expect(html).toMatch(/role="radio" aria-checked="false" tabindex="-1"[^>]*>DALL-E 3/);
    expect(html).toMatch(/role="radio" aria-checked="true" tabindex="0"[^>]*>Gemini AI/);
    expect(html).toContain('Gemini is faster.');
  });
});

describe('PromptPreview markup', () => {
  it('shows the prompt and its length', () => {
    const html = renderToStaticMarkup(<PromptPreview prompt="A toy" />);
    expect(html).toContain('Preview prompt');
    expect(html).toContain('A toy');
    expect(html).toContain('5 characters');
  });
});

describe('ReferenceUploader markup', () => {
  it('offers a drop zone with the hint when empty', () => {
    const html = renderToStaticMarkup(<ReferenceUploader category="general" value={null} onChange={noop} />);
    expect(html).toContain('type="file"');
    expect(html).toContain('accept="image/*"');
    expect(html).toContain('JPG, PNG, WEBP up to 10MB');
    expect(html).toContain('Recent personalized images');
  });

  it('shows the preview with Replace and Clear once chosen', () => {
    const html = renderToStaticMarkup(
      <ReferenceUploader category="general" value="data:image/png;base64,AA==" onChange={noop} />,
    );
    expect(html).toContain('Personalized Reference');
    expect(html).toContain('Replace');
    expect(html).toContain('Clear');
  });
});
