import { Fragment, type ReactNode } from 'react';

// The assistant's replies as a small, safe Markdown: paragraphs, bullet and numbered lists,
// **bold**, *italic*, `code` and [links](https://…). Everything becomes React elements, never
// HTML, so markup in a reply (`<img onerror=…>`) shows as text; a link whose address is not
// http(s), a relative path or mailto (`javascript:` and the like) stays plain text.

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/** Whether a link may be followed: web addresses, site paths and e-mail links only. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed) || /^mailto:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return undefined;
}

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${i}-${part.length}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <code key={key} className="rounded bg-slate-100 px-1 text-[0.9em]">
          {part.slice(1, -1)}
        </code>
      );
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = safeHref(link[2] ?? '');
      return href ? (
        <a
          key={key}
          href={href}
          className="text-brand-700 underline"
          rel="noopener noreferrer"
          target={href.startsWith('/') ? undefined : '_blank'}
        >
          {link[1]}
        </a>
      ) : (
        <Fragment key={key}>{link[1]}</Fragment>
      );
    }
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      return <em key={key}>{part.slice(1, -1)}</em>;
    return <Fragment key={key}>{part}</Fragment>;
  });
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const last = out.at(-1);
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)?.[1] ?? '';
      if (last && last.kind === kind) last.items.push(item);
      else out.push({ kind, items: [item] });
    } else if (line.trim() === '') {
      if (last && last.kind === 'p' && last.lines.length > 0) out.push({ kind: 'p', lines: [] });
    } else if (last && last.kind === 'p') last.lines.push(line);
    else out.push({ kind: 'p', lines: [line] });
  }
  return out.filter((b) => (b.kind === 'p' ? b.lines.length > 0 : b.items.length > 0));
}

/** A reply rendered as safe Markdown. */
export function SafeMarkdown({ text }: { text: string }) {
  return (
    <>
      {blocks(text).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'p')
          return (
            <p key={key} className="mb-2 last:mb-0">
              {block.lines.map((line, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one reply never move
                <Fragment key={`${j}-${line.length}`}>
                  {j > 0 ? <br /> : null}
                  {inline(line)}
                </Fragment>
              ))}
            </p>
          );
        const List = block.kind;
        return (
          <List key={key} className={`mb-2 pl-5 last:mb-0 ${List === 'ul' ? 'list-disc' : 'list-decimal'}`}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of one reply never move
              <li key={`${j}-${item.length}`}>{inline(item)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
