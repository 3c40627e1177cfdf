import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiagnosticsTabs } from './diagnostics-tabs';

describe('DiagnosticsTabs', () => {
  it('marks up real tabs: one selected and focusable, its panel labelled by it, the others not rendered', () => {
    const html = renderToStaticMarkup(
      <DiagnosticsTabs
        label="Diagnostics"
        selected="b"
        onSelect={() => {}}
        tabs={[
          { key: 'a', label: 'First', panel: () => <p>first panel</p> },
          { key: 'b', label: 'Second', panel: () => <p>second panel</p> },
        ]}
      />,
    );
    expect(html).toContain('role="tablist" aria-label="Diagnostics"');
    const tabs = [
      ...html.matchAll(
        /<button id="([^"]+)" type="button" role="tab" aria-selected="(\w+)" aria-controls="([^"]+)" tabindex="(-?\d)"/g,
      ),
    ];
    expect(tabs.map((t) => [t[2], t[4]])).toEqual([
      ['false', '-1'],
      ['true', '0'],
    ]);
    const selected = tabs[1];
    expect(html).toContain(`id="${selected?.[3]}" role="tabpanel" aria-labelledby="${selected?.[1]}"`);
    expect(html).toContain('second panel');
    expect(html).not.toContain('first panel');
  });
});
