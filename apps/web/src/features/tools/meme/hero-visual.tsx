import { findMemeTemplate } from '@mergepix/core';
import { MEME_FONT } from '@/components/illustrations/kit/fonts';

/** A template with classic captions drawn over it in SVG, for the hero (no script needed). */
function CaptionedTemplate({
  id,
  top,
  bottom,
  className,
  priority,
}: {
  id: string;
  top: string;
  bottom: string;
  className: string;
  priority?: boolean;
}) {
  const template = findMemeTemplate(id);
  if (!template) return null;
  const { width, height } = template;
  const size = width * 0.075;
  return (
    <div className={`overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-black/5 ${className}`}>
      <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full" aria-hidden="true">
        <image
          href={template.url}
          width={width}
          height={height}
          {...(priority ? { fetchPriority: 'high' } : {})}
        />
        <g
          fontFamily={MEME_FONT}
          fontWeight="900"
          fontSize={size}
          fill="#ffffff"
          stroke="#000000"
          strokeWidth={size * 0.12}
          paintOrder="stroke"
          strokeLinejoin="round"
          textAnchor="middle"
        >
          <text x={width / 2} y={size + 10}>
            {top}
          </text>
          <text x={width / 2} y={height - 20}>
            {bottom}
          </text>
        </g>
      </svg>
    </div>
  );
}

/** Two captioned templates fanned out; decorative, the generator below is the real thing. */
export function MemeHeroVisual() {
  return (
    <div className="relative mx-auto aspect-[10/8] w-full max-w-md">
      <CaptionedTemplate
        id="surprised-face"
        top="ME: READS MY NAME"
        bottom="IN A MEME"
        className="absolute top-0 right-0 w-[55%] rotate-6"
      />
      <CaptionedTemplate
        id="distracted-boyfriend"
        top="WHEN ALEX SEES"
        bottom="A PERSONAL OFFER"
        className="absolute bottom-0 left-0 w-[78%] -rotate-3"
        priority
      />
    </div>
  );
}
