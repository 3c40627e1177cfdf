import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, safeHref } from './safe-markdown';

const html = (text: string) => renderToStaticMarkup(<SafeMarkdown text={text} />);

describe('SafeMarkdown', () => {
  it('renders paragraphs, lists, bold, italic, code and web links', () => {
    const out = html(
      'Try **Meme** or *Ghibli*.\n\n- one `[FIRSTNAME]`\n- two\n\n1. first\n2. [Docs](https://example.com/x)',
    );
    expect(out).toContain('<strong>Meme</strong>');
    expect(out).toContain('<em>Ghibli</em>');
    expect(out).toContain('<code class="rounded bg-slate-100 px-1 text-[0.9em]">[FIRSTNAME]</code>');
    expect(out).toMatch(/<ul[^>]*><li>one/);
    expect(out).toMatch(/<ol[^>]*><li>first<\/li><li><a href="https:\/\/example.com\/x"/);
  });

  it('shows markup as text and keeps script links inert', () => {
    const out = html('<img src=x onerror=alert(1)> and [click](javascript:alert(1)) and [x](//evil.example)');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('href="javascript');
    expect(out).not.toContain('href="//evil');
    expect(out).toContain('click');
  });

  it('allows only web, site and mail addresses', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('/editor')).toBe('/editor');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});
