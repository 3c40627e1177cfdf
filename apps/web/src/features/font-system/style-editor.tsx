import {
  FONT_SIZE_RANGE,
  LETTER_SPACING_RANGE,
  LINE_HEIGHT_RANGE,
  STROKE_WIDTH_RANGE,
  type TextCase,
} from '@mergepix/core';
import { AlignCenter, AlignLeft, AlignRight, Bold, CaseSensitive, Italic, Underline } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FontPicker } from '@/components/fonts/font-picker';
import { ColorField, Slider, Toggle } from '@/components/ui/style-controls';
import { cn } from '@/lib/cn';
import { loadFont } from '@/lib/fonts/font-loader';
import { useFontSystem } from './style-store';
import { isBold, LOOK_PRESETS, nextCase, SIZE_PRESETS, type StylePreset } from './text-style';

const TABS = ['Font', 'Text', 'Styles'] as const;
type Tab = (typeof TABS)[number];
const CASE_LABELS: Readonly<Record<TextCase, string>> = {
  none: 'Normal',
  uppercase: 'UPPER',
  lowercase: 'lower',
  capitalize: 'Capitalize',
};

/** The styling editor: Font, Text and Styles tabs (keyboard: arrows move between tabs). */
export function StyleEditor() {
  const [tab, setTab] = useState<Tab>('Font');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (move === undefined) return;
    const next = TABS[(TABS.indexOf(tab) + move + TABS.length) % TABS.length] ?? 'Font';
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <section
      aria-label="Styling editor"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div
        role="tablist"
        aria-label="Style"
        className="flex gap-1 rounded-xl bg-slate-100 p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t}
            id={`${id}-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`${id}-${t}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={cn(
              'flex-1 rounded-lg px-3 py-1.5 text-sm font-medium',
              tab === t ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t}
          </button>
        ))}
      </div>
      <div
        id={`${id}-${tab}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        className="mt-4 space-y-4"
      >
        {tab === 'Font' ? <FontTab /> : tab === 'Text' ? <TextTab /> : <StylesTab />}
      </div>
    </section>
  );
}

function Presets({ presets, label }: { presets: readonly StylePreset[]; label: string }) {
  const setStyle = useFontSystem((s) => s.setStyle);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {presets.map((p) => (
          <button
            key={p.name}
            type="button"
            onClick={() => {
              if (p.style.fontFamily) void loadFont(p.style.fontFamily);
              setStyle(p.style);
            }}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 hover:text-brand-700"
          >
            {p.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2">{children}</div>;
}

function FontTab() {
  const { style, setStyle } = useFontSystem();
  return (
    <>
      <div>
        <span className="text-sm font-medium text-slate-700">Font family</span>
        <FontPicker
          value={style.fontFamily}
          onChange={(fontFamily) => setStyle({ fontFamily })}
          className="mt-1"
        />
      </div>
      <Slider
        label="Size"
        unit="px"
        range={FONT_SIZE_RANGE}
        value={style.fontSize}
        onChange={(fontSize) => setStyle({ fontSize })}
      />
      <Row>
        <Toggle
          label="Bold"
          pressed={isBold(style)}
          onChange={(on) => setStyle({ fontWeight: on ? 700 : 400 })}
        >
          <Bold aria-hidden="true" className="size-4" />
        </Toggle>
        <Toggle label="Italic" pressed={style.italic} onChange={(italic) => setStyle({ italic })}>
          <Italic aria-hidden="true" className="size-4" />
        </Toggle>
        <Toggle label="Underline" pressed={style.underline} onChange={(underline) => setStyle({ underline })}>
          <Underline aria-hidden="true" className="size-4" />
        </Toggle>
        <button
          type="button"
          onClick={() => setStyle({ textCase: nextCase(style.textCase) })}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm hover:border-brand-500"
        >
          <CaseSensitive aria-hidden="true" className="size-4" />
          Case: {CASE_LABELS[style.textCase]}
        </button>
      </Row>
      <Presets presets={SIZE_PRESETS} label="Presets" />
    </>
  );
}

function TextTab() {
  const { style, setStyle } = useFontSystem();
  const aligns = [
    ['left', 'Align left', AlignLeft],
    ['center', 'Align center', AlignCenter],
    ['right', 'Align right', AlignRight],
  ] as const;
  return (
    <>
      <Row>
        {aligns.map(([value, label, Icon]) => (
          <Toggle
            key={value}
            label={label}
            pressed={style.textAlign === value}
            onChange={() => setStyle({ textAlign: value })}
          >
            <Icon aria-hidden="true" className="size-4" />
          </Toggle>
        ))}
      </Row>
      <Slider
        label="Line height"
        range={LINE_HEIGHT_RANGE}
        value={style.lineHeight}
        onChange={(lineHeight) => setStyle({ lineHeight })}
      />
      <Slider
        label="Letter spacing"
        unit="px"
        range={LETTER_SPACING_RANGE}
        value={style.letterSpacing}
        onChange={(letterSpacing) => setStyle({ letterSpacing })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Case</legend>
        <Row>
          {(Object.keys(CASE_LABELS) as TextCase[]).map((c) => (
            <Toggle
              key={c}
              label={CASE_LABELS[c]}
              pressed={style.textCase === c}
              onChange={() => setStyle({ textCase: c })}
              wide
            >
              {CASE_LABELS[c]}
            </Toggle>
          ))}
        </Row>
      </fieldset>
    </>
  );
}

function StylesTab() {
  const { style, setStyle } = useFontSystem();
  return (
    <>
      <ColorField label="Text color" value={style.color} onChange={(color) => setStyle({ color })} />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={style.stroke}
          onChange={(e) => setStyle({ stroke: e.target.checked })}
          className="size-4 accent-brand-600"
        />
        Outline (stroke)
      </label>
      {style.stroke ? (
        <>
          <Slider
            label="Stroke width"
            unit="px"
            range={STROKE_WIDTH_RANGE}
            value={style.strokeWidth}
            onChange={(strokeWidth) => setStyle({ strokeWidth })}
          />
          <ColorField
            label="Stroke color"
            value={style.strokeColor}
            onChange={(strokeColor) => setStyle({ strokeColor })}
          />
        </>
      ) : null}
      <Presets presets={LOOK_PRESETS} label="Presets" />
      <p className="text-sm text-slate-500">Some fonts may not show until loaded.</p>
    </>
  );
}
