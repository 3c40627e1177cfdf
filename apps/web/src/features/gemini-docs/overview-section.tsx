import { KeyRound, Route, ShieldCheck } from 'lucide-react';
import { C, Callout } from '@/components/docs/doc-parts';
import { DocSection } from './doc-parts';

const FACTS = [
  {
    icon: KeyRound,
    title: 'Keys stay on the server',
    text: 'Your Gemini key is an environment variable of the Mergepix server. The browser never sees it.',
  },
  {
    icon: Route,
    title: 'Automatic fallback',
    text: 'If Gemini is missing or failing, the other configured provider or the offline engine steps in.',
  },
  {
    icon: ShieldCheck,
    title: 'Honest answers',
    text: 'Every image says which provider and model made it, and why it fell back if it did.',
  },
] as const;

export function OverviewSection() {
  return (
    <DocSection id="overview">
      <p>
        When a generator uses Gemini (or you send <C>"provider": "gemini"</C> to the API), the browser asks
        the Mergepix server, the server asks Google's Gemini image model to draw, stores the result and
        answers with its URL. Personalization tokens such as <C>[FIRSTNAME]</C> are filled in before the
        prompt leaves your browser.
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <Icon aria-hidden="true" className="size-5 text-brand-600" />
            <p className="mt-2 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <p>
        No key? Nothing breaks. The built-in offline engine makes every image instead. It is not AI and never
        pretends to be: its answers say <C>"provider": "local"</C> together with the reason.
      </p>
      <Callout title="Why Mergepix never calls Gemini from your browser">
        <p>
          Older guides described calling the provider straight from the browser when the server functions
          failed. Mergepix deliberately does not: a key that reaches a browser can be read by anyone who opens
          the page. The fallback happens on the server instead, so nothing is exposed.
        </p>
      </Callout>
    </DocSection>
  );
}
