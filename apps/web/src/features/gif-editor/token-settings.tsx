import {
  GIF_LIMITS,
  GIF_TOKEN_FONT_SIZE_RANGE,
  GIF_TOKEN_OPACITY_RANGE,
  type GifToken,
} from '@mergepix/core';
import { Layers, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { FontPicker } from '@/components/fonts/font-picker';
import { TokenInput } from '@/components/tokens/token-insert-menu';
import { Button } from '@/components/ui/button';
import { ColorField, Slider } from '@/components/ui/style-controls';

// Token Settings (shown while a token is selected): its text with tokens, a placeholder for
// recipients without a value, the shared font picker, size 10-72, colour, opacity 0-1 in tenths,
// an outline, "Apply to all frames" and "Remove".

const OUTLINE_RANGE = { min: 0, max: 8, step: 0.5 };

export function TokenSettings({
  token,
  onChange,
  onApplyToAll,
  onRemove,
  framesCount,
}: {
  token: GifToken;
  onChange(patch: Partial<GifToken>, key: string): void;
  onApplyToAll(): void;
  onRemove(): void;
  framesCount: number;
}) {
  const placeholderId = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="gif-token-settings">
      <div>
        <TokenInput
          label="Text"
          labelClassName="text-sm font-medium text-slate-700"
          value={token.value}
          maxLength={GIF_LIMITS.maxTokenText}
          onChange={(e) => onChange({ value: e.target.value }, `text:${token.id}`)}
          className="mt-1 h-9 w-full rounded-lg border border-slate-300 px-2 text-sm"
          data-testid="gif-token-text"
        />
      </div>
      <div>
        <label htmlFor={placeholderId} className="text-sm font-medium text-slate-700">
          When a value is missing, show
        </label>
        <input
          id={placeholderId}
          value={token.placeholder}
          maxLength={GIF_LIMITS.maxTokenText}
          placeholder="e.g. friend (empty: reads naturally)"
          onChange={(e) => onChange({ placeholder: e.target.value }, `placeholder:${token.id}`)}
          className="mt-1 h-9 w-full rounded-lg border border-slate-300 px-2 text-sm"
        />
      </div>
      <FontPicker value={token.fontFamily} onChange={(fontFamily) => onChange({ fontFamily }, 'font')} />
      <Slider
        label="Font size"
        unit="px"
        value={token.fontSize}
        range={GIF_TOKEN_FONT_SIZE_RANGE}
        onChange={(fontSize) => onChange({ fontSize }, `size:${token.id}`)}
      />
      <ColorField
        label="Colour"
        value={token.color}
        onChange={(color) => onChange({ color }, `color:${token.id}`)}
      />
      <Slider
        label="Opacity"
        value={token.opacity}
        range={GIF_TOKEN_OPACITY_RANGE}
        onChange={(opacity) => onChange({ opacity }, `opacity:${token.id}`)}
      />
      <Slider
        label="Outline"
        unit="px"
        value={token.strokeWidth}
        range={OUTLINE_RANGE}
        onChange={(strokeWidth) => onChange({ strokeWidth }, `outline:${token.id}`)}
      />
      {token.strokeWidth > 0 ? (
        <ColorField
          label="Outline colour"
          value={token.strokeColor}
          onChange={(strokeColor) => onChange({ strokeColor }, `outline-color:${token.id}`)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onApplyToAll} disabled={framesCount < 2}>
          <Layers aria-hidden="true" className="size-4" />
          Apply to all frames
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </div>
  );
}
