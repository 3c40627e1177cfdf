import { CARTOON_THEMES } from '@mergepix/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartoonGenerator, type CartoonGeneratorProps } from './cartoon-generator';

// No DOM library is installed: render to HTML and check the markup each config flag gives.
const render = (props: CartoonGeneratorProps = {}) => renderToStaticMarkup(<CartoonGenerator {...props} />);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('CartoonGenerator markup', () => {
  it('shows the first 8 styles with the first selected, Show All 20 Styles and every part by default', () => {
    const html = render();
    expect(count(html, 'data-testid="theme-card"')).toBe(8);
    expect(html).toMatch(/data-theme="classic-anime" aria-pressed="true"/);
    expect(html).toContain('Show All 20 Styles');
    expect(html).toContain('Cartoon Styles');
    expect(html).toContain('Surprise Me');
    expect(html).toContain('Photo to cartoonize');
    expect(html).toContain('data-testid="style-preview-panel"');
    expect(html).toContain('Generate Cartoon');
    expect(html).toContain('Advanced Options');
    expect(html).toContain(`src="${CARTOON_THEMES[0]?.preview}"`);
  });

  it('leaves out what the flags switch off', () => {
    const html = render({
      enablePreviewPanel: false,
      enableSurpriseMeButton: false,
      enableImageToImageUpload: false,
    });
    expect(html).not.toContain('Surprise Me');
    expect(html).not.toContain('Photo to cartoonize');
    expect(html).not.toContain('data-testid="style-preview-panel"');
  });

  it('shows all 20 styles in one scrolling row with groupCarousel', () => {
    const html = render({ groupCarousel: true });
    expect(html).toContain('data-layout="carousel"');
    expect(count(html, 'data-testid="theme-card"')).toBe(20);
    expect(html).not.toContain('Show All 20 Styles');
    expect(html).toContain('Next styles');
  });
});
