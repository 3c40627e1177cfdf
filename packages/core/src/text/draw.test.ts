import { describe, expect, it } from 'vitest';
import { drawTextLayer, type LayerCanvasContext, linePositions } from './draw.ts';
import { FakeMeasureContext, FakePaintContext } from './fake-measure.ts';
import { layoutText } from './layout.ts';
import { textLayer } from './text-layer.ts';

class RecordingContext extends FakePaintContext implements LayerCanvasContext {
  private log = (call: string) => this.calls.push(call);
  save = () => this.log('save');
  restore = () => this.log('restore');
  translate = (x: number, y: number) => this.log(`translate ${x} ${y}`);
  rotate = (a: number) => this.log(`rotate ${a.toFixed(4)}`);
  beginPath = () => undefined;
  rect = (x: number, y: number, w: number, h: number) => this.log(`rect ${x} ${y} ${w} ${h}`);
  clip = () => this.log('clip');
  fillRect = (x: number, y: number, w: number, h: number) =>
    this.log(`fillRect ${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
  fillText = (t: string, x: number, y: number) =>
    this.log(
      `fill ${t} ${x.toFixed(1)} ${y.toFixed(1)} ${this.fillStyle} ${this.shadowColor}${this.globalAlpha < 1 ? ` alpha ${this.globalAlpha}` : ''}`,
    );
  strokeText = (t: string, x: number, y: number) =>
    this.log(`stroke ${t} ${x.toFixed(1)} ${y.toFixed(1)} ${this.lineWidth} ${this.shadowColor}`);
}

const box = { x: 100, y: 50, width: 200, height: 100 };

describe('drawTextLayer', () => {
  it('draws a translucent layer at its opacity, and an opaque one without touching the alpha', () => {
    const faded = new RecordingContext();
    drawTextLayer(faded, textLayer('Ana', box, { opacity: 0.4 }));
    expect(faded.calls.find((c) => c.startsWith('fill Ana'))).toContain('alpha 0.4');
    const opaque = new RecordingContext();
    drawTextLayer(opaque, textLayer('Ana', box, { opacity: 1 }));
    expect(opaque.calls.find((c) => c.startsWith('fill Ana'))).not.toContain('alpha');
  });

  it('clips to the box, rotated about its centre, and outlines before it fills', () => {
    const ctx = new RecordingContext();
    const layer = textLayer('Ana', box, {
      fontSize: 40,
      color: '#ffffff',
      strokeWidth: 2,
      rotation: 90,
      shadow: { color: '#00000080', blur: 4, offsetX: 2, offsetY: 2 },
    });
    drawTextLayer(ctx, layer);
    expect(ctx.calls.slice(0, 6)).toEqual([
      'save',
      'translate 200 100',
      'rotate 1.5708',
      'translate -100 -50',
      'rect 0 0 200 100',
      'clip',
    ]);
    const stroke = ctx.calls.findIndex((c) => c.startsWith('stroke Ana'));
    const fill = ctx.calls.findIndex((c) => c.startsWith('fill Ana'));
    expect(stroke).toBeGreaterThan(0);
    expect(fill).toBeGreaterThan(stroke);
    // The shadow is drawn once, under the outline.
    expect(ctx.calls[stroke]).toContain('#00000080');
    expect(ctx.calls[fill]).toContain('transparent');
    expect(ctx.calls.at(-1)).toBe('restore');
  });

  it('centres the block and aligns lines left, centre and right', () => {
    const ctx = new FakeMeasureContext();
    const at = (align: 'left' | 'center' | 'right') => {
      const layer = textLayer('Ana\nBartholomew', box, { fontSize: 20, align });
      return linePositions(layer, layoutText(ctx, layer)).map((p) => Math.round(p.x));
    };
    // "Ana" is 36 px wide at 20 px, "Bartholomew" 132 px.
    expect(at('left')).toEqual([0, 0]);
    expect(at('center')).toEqual([82, 34]);
    expect(at('right')).toEqual([164, 68]);
    const layer = textLayer('Ana', box, { fontSize: 20, lineHeight: 1.5 });
    const [first] = linePositions(layer, layoutText(ctx, layer));
    // One 30 px line centred in 100 px: its box starts at 35; the 24 px em box sits 3 px lower.
    expect(first?.y).toBeCloseTo(35 + 3 + 19);
  });

  it('underlines each line across its advance and draws nothing for empty text', () => {
    const ctx = new RecordingContext();
    drawTextLayer(ctx, textLayer('Ana', box, { fontSize: 20, underline: true }));
    expect(ctx.calls.some((c) => c.startsWith('fillRect') && c.endsWith('36.0 1.3'))).toBe(true);
    const empty = new RecordingContext();
    drawTextLayer(empty, textLayer('   ', box));
    expect(empty.calls).toEqual([]);
  });
});
