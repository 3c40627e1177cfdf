import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { C, DocLink } from '@/components/docs/doc-parts';
import { PATHS } from '@/config/paths';
import { DocSection } from './doc-parts';

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const FAQ: readonly FaqItem[] = [
  {
    id: 'faq-need-key',
    question: 'Do I need a Gemini API key to use Mergepix?',
    answer: (
      <p>
        No. Without any key the offline engine makes every image, so the whole app works. A Gemini key (or an
        OpenAI key) adds AI-generated images on top.
      </p>
    ),
  },
  {
    id: 'faq-paste-key',
    question: 'Can I paste my key into the app?',
    answer: (
      <p>
        No, and that is deliberate. Keys are set only in the server's environment (<C>GEMINI_API_KEY</C>), so
        they never travel to a browser where anyone could read them.
      </p>
    ),
  },
  {
    id: 'faq-different-provider',
    question: 'I asked for Gemini. Why did another provider, or the offline engine, make my image?',
    answer: (
      <p>
        Gemini was not configured or did not answer in time, so the fallback chain moved on. The answer's{' '}
        <C>fallback.reason</C> says why, for example <C>no Gemini key configured</C> or{' '}
        <C>Gemini failed: 429 rate limited</C>.
      </p>
    ),
  },
  {
    id: 'faq-key-missing',
    question: 'I set the key, but the diagnostics page still says it is missing. Why?',
    answer: (
      <p>
        Three usual causes: the key is 20 characters or shorter (often a placeholder), the server was not
        restarted after the change, or the variable was set in a different shell or service than the one that
        starts the server. Check again on the <DocLink to={PATHS.debug}>diagnostics page</DocLink> after
        restarting.
      </p>
    ),
  },
  {
    id: 'faq-assistant',
    question: 'Does my Gemini key power the AI assistant and prompt ideas?',
    answer: (
      <p>
        No. Gemini is used for images. The assistant and prompt recommendations use an OpenAI-compatible chat
        model when <C>OPENAI_API_KEY</C> is set; otherwise they answer from Mergepix's own built-in guide.
      </p>
    ),
  },
  {
    id: 'faq-privacy',
    question: 'Who can see the images I generate?',
    answer: (
      <p>
        Anyone with an image's link: links are long and unguessable, and public so the images can appear in
        e-mail. Your list of past generations is private to your account.
      </p>
    ),
  },
];

export function FaqSection() {
  return (
    <DocSection id="faq">
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {FAQ.map((item) => (
          <details key={item.id} id={item.id} data-testid="faq-item" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-slate-700">{item.answer}</div>
          </details>
        ))}
      </div>
    </DocSection>
  );
}
