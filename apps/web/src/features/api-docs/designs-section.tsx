import { DESIGN_LIMITS, GIF_DURATION_RANGE } from '@mergepix/core';
import { C } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';
import { Endpoint } from './endpoint';

/** The server's default DESIGN_UPLOAD_QUOTA_MB (a server may set another). */
const UPLOAD_QUOTA_TEXT = '1 GB (by default)';

const FIELD_ROWS = [
  [<C key="f">name</C>, `Required. Up to ${DESIGN_LIMITS.maxNameLength} characters.`],
  [
    <C key="f">base</C>,
    <>
      Required. What the text is drawn over: <C>{'{"kind": "color", "color": "#1e293b"}'}</C>, a{' '}
      <C>gradient</C> (<C>from</C>, <C>to</C>, <C>angle</C>), one of your generated images (
      <C>generationId</C>) or an upload (<C>{'{"kind": "upload", "path": …}'}</C>).
    </>,
  ],
  [
    <C key="f">layers</C>,
    <>
      Required (may be empty). Up to {DESIGN_LIMITS.maxLayers} text layers: <C>text</C> with tokens such as{' '}
      <C>[FIRSTNAME]</C>, a <C>box</C> inside the image, <C>fontFamily</C>, <C>fontSize</C> and optional style
      (colour, stroke, shadow, alignment, rotation).
    </>,
  ],
  [
    <C key="f">width, height</C>,
    `Optional: ${DESIGN_LIMITS.defaultWidth}×${DESIGN_LIMITS.defaultHeight} by default, at most ${DESIGN_LIMITS.maxSide} each.`,
  ],
  [
    <C key="f">format</C>,
    <>
      Optional: <C>jpg</C> (default), <C>png</C>, <C>webp</C>, or <C>gif</C> for a live GIF (with{' '}
      <C>frames</C>).
    </>,
  ],
  [
    <C key="f">frames</C>,
    <>
      A live GIF's frames, in order: each a <C>path</C> from an upload (or <C>null</C> for the background
      colour), <C>durationMs</C> ({GIF_DURATION_RANGE.min}–{GIF_DURATION_RANGE.max}) and its own <C>layers</C>
      . Up to {DESIGN_LIMITS.maxGifFrames} frames and {DESIGN_LIMITS.maxGifPixels / 1e6} million pixels in
      all; <C>layers</C> stays empty and <C>base</C> is a colour or gradient.
    </>,
  ],
  [
    <C key="f">fallbacks</C>,
    <>
      Optional: the text a token becomes when a recipient has no value, e.g. <C>{'{"FIRSTNAME": "there"}'}</C>
      .
    </>,
  ],
] as const;

export function DesignsSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="designs">
      <p>
        A design is a base picture and text layers with tokens. Answers use the same fields, plus <C>id</C>,{' '}
        <C>public_id</C>, <C>published</C>, <C>version</C>, <C>url</C> and the dates.
      </p>
      <Endpoint method="GET" path="/rest/v1/designs" sample={samples.list}>
        <p>Your designs, most recently changed first.</p>
      </Endpoint>
      <Endpoint method="POST" path="/rest/v1/designs" sample={samples.create}>
        <p>
          Creates a design and answers <C>201</C> with it. Keep its <C>id</C> for the calls below, e.g.{' '}
          <C>export DESIGN_ID=…</C> in your shell.
        </p>
      </Endpoint>
      <DocTable caption="Fields of a design" head={['Field', 'What it is']} rows={FIELD_ROWS} />
      <Endpoint method="POST" path="/rest/v1/designs/uploads" sample={samples.upload}>
        <p>
          A picture for a design, sent as the request body: PNG, JPEG or WebP, up to 10 MB. It is turned
          upright and stored in its own format without its metadata (camera data, colour profile); an animated
          picture keeps its first frame. The answer's <C>path</C> goes into <C>base</C> or a frame. Your
          uploads share {UPLOAD_QUOTA_TEXT} of space (<C>403 upload_quota_exceeded</C> says how much is used);
          a picture no design has used for 24 hours is deleted and frees its space, so save the design that
          uses it.
        </p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/designs/{id}" sample={samples.getOne}>
        <p>
          One design. <C>PATCH</C> on the same path changes any of its fields (the result is checked whole)
          and <C>DELETE</C> removes it. Another account's design, or an id that is not one, answers <C>404</C>
          .
        </p>
      </Endpoint>
    </ApiDocSection>
  );
}
