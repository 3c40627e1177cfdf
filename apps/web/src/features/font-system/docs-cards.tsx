/** Show Advanced: how the font system works, for the curious. */
const CARDS = [
  {
    title: 'Loaded when needed',
    body: 'Fonts come from this server, never another site. A font downloads when you point at it or select it, and only the files holding the characters you type. If it takes longer than 3 seconds, text uses a system font and this page says so.',
  },
  {
    title: 'Stand-ins for system fonts',
    body: 'Impact, Arial, Georgia and the other system fonts are not free to ship, so each is drawn with the closest open font (Impact with Anton, Arial with Arimo). Pick either name; the preview shows which.',
  },
  {
    title: 'Every language and emoji',
    body: 'Names in Japanese, Chinese, Korean, Arabic, Hebrew, Hindi, Cyrillic or Greek, and emoji, draw with Noto fonts where the chosen font has no such letters. They load only for text that needs them. Arabic and Hebrew run right to left.',
  },
  {
    title: 'Personalized text that fits',
    body: 'Write [FIRSTNAME], [COMPANY] or any token in the text. Each customer’s value shrinks to fit its box, then wraps, then ends with “…”: a long company name never spills out of the image.',
  },
  {
    title: 'What you see is what they get',
    body: 'This preview is drawn by the same code and the same font files the server uses for every e-mail image, so a name measures the same on screen and in the inbox.',
  },
] as const;

export function DocsCards() {
  return (
    <section
      aria-label="How the font system works"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      data-docs-cards=""
    >
      {CARDS.map((card) => (
        <article
          key={card.title}
          className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
        >
          <h3 className="font-semibold">{card.title}</h3>
          <p className="mt-1 text-brand-900/80">{card.body}</p>
        </article>
      ))}
    </section>
  );
}
