// Run by text-layers.test.ts in a process of its own (fonts are registered once per process, so a
// test worker that drew other scripts first could not show it): prints which Noto fallbacks are
// registered before any text, after a Latin name and after a Hebrew one.
import { textLayer } from '@mergepix/core';
import { GlobalFonts } from '@napi-rs/canvas';
import { measureTextLayer } from './text-layers.ts';

const box = { x: 0, y: 0, width: 600, height: 400 };
const hebrew = () => GlobalFonts.has('Noto Sans Hebrew');
const before = hebrew();
measureTextLayer(textLayer('Ana', box));
const afterLatin = hebrew();
const layout = measureTextLayer(textLayer('שלום דוד', box));
console.log(
  JSON.stringify({ before, afterLatin, afterHebrew: hebrew(), direction: layout.lines[0]?.direction }),
);
