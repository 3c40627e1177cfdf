import {
  GIF_TIP_FRAME_RANGE,
  GIF_TIP_MAX_BYTES,
  GIF_TIP_MAX_HEIGHT_PX,
  GIF_TIP_MAX_WIDTH_PX,
  GIF_TIP_MINIMAL_FRAME_RANGE,
  type GifProject,
} from '@mergepix/core';
import { Check, CircleAlert, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { firstFrameMissesText, isEmailSafe } from './project-ops';

// Email Optimization Tips (docs/product.md#gif-editor) with how this animation measures up to each, the
// button that applies the e-mail-safe settings, and the first-frame check Outlook needs.

export function EmailTips({
  project,
  onApplySafe,
  onCopyTextToFirst,
}: {
  project: GifProject;
  onApplySafe(): void;
  onCopyTextToFirst(): void;
}) {
  const frames = project.frames.length;
  const checks = [
    {
      ok: true,
      text: `Keep GIFs under ${GIF_TIP_MAX_BYTES / (1024 * 1024)} MB (the size shows once generated).`,
    },
    {
      ok: frames <= GIF_TIP_FRAME_RANGE.max,
      text: `Use ${GIF_TIP_FRAME_RANGE.min}-${GIF_TIP_FRAME_RANGE.max} frames (${GIF_TIP_MINIMAL_FRAME_RANGE.min} to ${GIF_TIP_MINIMAL_FRAME_RANGE.max} for the smallest file). Now ${frames}.`,
    },
    {
      ok: project.width <= GIF_TIP_MAX_WIDTH_PX && project.height <= GIF_TIP_MAX_HEIGHT_PX,
      text: `Keep it at ${GIF_TIP_MAX_WIDTH_PX}×${GIF_TIP_MAX_HEIGHT_PX} or less. Now ${project.width}×${project.height}.`,
    },
  ];
  const safe = isEmailSafe(project);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 text-sm">
        {checks.map((c) => (
          <li key={c.text} className="flex gap-2">
            {c.ok ? (
              <Check aria-label="OK" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <CircleAlert aria-label="Check this" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            )}
            <span className="text-slate-700">{c.text}</span>
          </li>
        ))}
      </ul>
      {firstFrameMissesText(project) ? (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Outlook on the desktop shows only the first frame, and yours has no text.
          <Button variant="outline" size="sm" className="mt-2" onClick={onCopyTextToFirst}>
            Put the text on the first frame
          </Button>
        </div>
      ) : null}
      <Button onClick={onApplySafe} variant={safe ? 'outline' : 'primary'} data-testid="gif-email-safe">
        <MailCheck aria-hidden="true" className="size-4" />
        Apply Email-Safe Settings
      </Button>
      {safe ? (
        <p className="text-xs text-emerald-700">E-mail-safe: optimized, at most 600 px on each side.</p>
      ) : null}
    </div>
  );
}
