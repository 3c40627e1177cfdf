// A reply as it should sound: the Markdown the panel draws (bold, lists, links, code) would be
// read out as "asterisk asterisk", addresses as letter soup, and the FEATURES line that lists
// suggested tools is for the app, not for people. Each line becomes a sentence, so list items
// are read with a pause between them.

const FEATURES_LINE = /^\s*FEATURES\s*:.*$/gim;

/** Plain text for speech synthesis from a reply's Markdown. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(FEATURES_LINE, '')
    .replace(/```[^\n]*\n?([\s\S]*?)```/g, '$1')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s*>\s?/, '')
        .replace(/^\s*(?:[-*_]\s*){3,}$/, '')
        .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<?https?:\/\/[^\s)>]+>?/g, '')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
        .replace(/(^|\W)_(\S(?:.*?\S)?)_(?=\W|$)/g, '$1$2')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/~~(.+?)~~/g, '$1')
        // Whatever emphasis marks are left unpaired.
        .replace(/[*`]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

/**
 * Splits text into pieces of whole sentences of at most `max` characters: Chrome stops reading a
 * single long utterance after about 15 seconds, but reads a queue of short ones to the end.
 */
export function speechChunks(text: string, max = 200): string[] {
  const sentences = text.match(/[^.!?…]+[.!?…]+["')\]]*\s*|[^.!?…]+$/g) ?? [];
  const chunks: string[] = [];
  let chunk = '';
  for (const sentence of sentences) {
    for (const part of splitLong(sentence.trim(), max)) {
      if (chunk && chunk.length + 1 + part.length > max) {
        chunks.push(chunk);
        chunk = part;
      } else chunk = chunk ? `${chunk} ${part}` : part;
    }
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** A sentence longer than `max`, cut at spaces. */
function splitLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return sentence ? [sentence] : [];
  const parts: string[] = [];
  let part = '';
  for (const word of sentence.split(' ')) {
    if (part && part.length + 1 + word.length > max) {
      parts.push(part);
      part = word;
    } else part = part ? `${part} ${word}` : word;
  }
  if (part) parts.push(part);
  return parts;
}
