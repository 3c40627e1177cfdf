import { PROVIDER_KEY_MIN_LENGTH } from '@mergepix/core';
import { CodeBlock } from '@/components/docs/code-block';
import { C, Callout, DocLink } from '@/components/docs/doc-parts';
import { PATHS } from '@/config/paths';
import { SHELL_SETUP } from './code-samples';
import { DocSection } from './doc-parts';

/** "longer than 20 characters", from the same constant the server checks. */
const KEY_RULE = `longer than ${PROVIDER_KEY_MIN_LENGTH - 1} characters`;

export function ApiKeySection() {
  return (
    <DocSection id="api-key">
      <p>
        The key belongs to whoever runs the Mergepix server. Marketers using the app never handle it: there is
        no field for it in the app, on purpose.
      </p>
      <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-600">
        <li>
          <strong className="text-slate-900">Create a key</strong> in your Google AI Studio account. Keep it
          somewhere safe, such as your password manager or secrets store.
        </li>
        <li>
          <strong className="text-slate-900">Set </strong>
          <C>GEMINI_API_KEY</C> <strong className="text-slate-900">in the server's environment</strong>: the
          shell, service unit or container settings that start it. A key counts as configured only when it is{' '}
          {KEY_RULE} (surrounding spaces do not count), so a placeholder such as <C>changeme</C> is ignored.
        </li>
        <li>
          <strong className="text-slate-900">Optionally set </strong>
          <C>GEMINI_BASE_URL</C> to send requests to another Gemini-compatible endpoint, such as a company
          gateway. Give the origin only; without it, Google's own endpoint is used.
        </li>
        <li>
          <strong className="text-slate-900">Restart the server.</strong> It reads its environment once, at
          start, and refuses to start with a clear message if a value is malformed (for example a base URL
          that is not a URL).
        </li>
        <li>
          <strong className="text-slate-900">Check it</strong> on the{' '}
          <DocLink to={PATHS.debug}>diagnostics page</DocLink>: the API keys card should show Gemini as
          configured. It reads <C>/functions/v1/health-check</C>, which reports <C>"GEMINI_API_KEY": true</C>{' '}
          once the key passes the length rule. It never shows the key itself.
        </li>
      </ol>
      <CodeBlock sample={SHELL_SETUP} />
      <Callout tone="warning" title="Never put a key where a browser can read it">
        <p>
          Not in the web app's code, not in a <C>VITE_</C> variable (Vite copies those into the JavaScript
          every visitor downloads) and not in a commit. If a key leaks, revoke it in Google AI Studio and set
          the new one on the server.
        </p>
      </Callout>
    </DocSection>
  );
}
