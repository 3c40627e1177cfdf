import { VIDEO_LIMITS, type VideoText } from '@mergepix/core';
import { FontPicker } from '@/components/fonts/font-picker';
import { TokenInput } from '@/components/tokens/token-insert-menu';
import { RadioChips } from '@/components/tool-kit/generator/chip-group';
import { ColorField } from '@/components/ui/style-controls';

// The personalized title over the video: its text with tokens ("Happy birthday, [FIRSTNAME]!"),
// the shared font picker, colour, place, size and how it comes in and goes out. Empty text: no
// title.

const IN_LABELS: Record<VideoText['animationIn'], string> = {
  none: 'Already there',
  fade: 'Fade in',
  rise: 'Rise up',
  pop: 'Pop in',
};
const OUT_LABELS: Record<VideoText['animationOut'], string> = {
  none: 'Stays to the end',
  fade: 'Fade out',
  sink: 'Sink away',
};
const SIZE_LABELS: Record<VideoText['size'], string> = { small: 'Small', medium: 'Medium', large: 'Large' };

export function TextSettings({
  value,
  drawn,
  onChange,
}: {
  value: VideoText;
  /** The title as the video shows it, with the user's values filled in. */
  drawn: string;
  onChange(patch: Partial<VideoText>): void;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="video-text">
      <div>
        <TokenInput
          label="Title on the video"
          labelClassName="text-sm font-semibold text-slate-800"
          value={value.text}
          maxLength={VIDEO_LIMITS.maxTextLength}
          placeholder="Happy birthday, [FIRSTNAME]!"
          onChange={(e) => onChange({ text: e.target.value })}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm"
          data-testid="video-title"
        />
        <p className="mt-1 text-xs text-slate-500">
          Tokens such as [FIRSTNAME] become each person’s own value. Leave it empty for no title.
        </p>
        {drawn && drawn !== value.text ? (
          <p className="mt-1 text-xs text-slate-700">
            Shows as: <span data-testid="video-title-drawn">{drawn}</span>
          </p>
        ) : null}
      </div>
      <FontPicker value={value.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <ColorField label="Colour" value={value.color} onChange={(color) => onChange({ color })} />
      <RadioChips
        legend="Place"
        options={['top', 'center', 'bottom']}
        value={value.position}
        onChange={(position) => onChange({ position: position as VideoText['position'] })}
      />
      <RadioChips
        legend="Size"
        options={['small', 'medium', 'large']}
        value={value.size}
        label={(s) => SIZE_LABELS[s as VideoText['size']]}
        onChange={(size) => onChange({ size: size as VideoText['size'] })}
      />
      <RadioChips
        legend="Comes in"
        options={Object.keys(IN_LABELS)}
        value={value.animationIn}
        label={(a) => IN_LABELS[a as VideoText['animationIn']]}
        onChange={(a) => onChange({ animationIn: a as VideoText['animationIn'] })}
      />
      <RadioChips
        legend="Goes out"
        options={Object.keys(OUT_LABELS)}
        value={value.animationOut}
        label={(a) => OUT_LABELS[a as VideoText['animationOut']]}
        onChange={(a) => onChange({ animationOut: a as VideoText['animationOut'] })}
      />
    </div>
  );
}
