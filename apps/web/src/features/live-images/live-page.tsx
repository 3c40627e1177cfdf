import { Mail, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LiveWorkspace } from './live-workspace';

/** The token panel the route hands in (the designer cannot import another feature). */
export type LiveTokenPanel = ComponentType<{ onClose?: () => void }>;

/**
 * /live and /live/{id}: the live image designer on its own page, with the Personalization panel
 * to drag tokens from. Designs belong to an account, so signing in comes first.
 */
export function LivePage({ TokenPanel }: { TokenPanel: LiveTokenPanel }) {
  useDocumentTitle('Live images');
  const { id = null } = useParams();
  const navigate = useNavigate();
  const { loading, user } = useAuth();
  // Closed at first: at 20 px from the left it would cover the page's title and list.
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-brand-700">Email-Ready Images</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-950">Live images</h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-600">
            One image URL in your e-mail; every recipient sees their own name in it when they open it.
          </p>
        </div>
        {user && !panelOpen ? (
          <Button variant="outline" size="sm" onClick={() => setPanelOpen(true)}>
            <Sparkles aria-hidden="true" className="size-4" />
            Personalization tokens
          </Button>
        ) : null}
      </header>
      {loading ? (
        <div role="status" className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : user ? (
        <LiveWorkspace
          designId={id}
          onOpen={(next) => navigate(next ? `${PATHS.live}/${next}` : PATHS.live)}
        />
      ) : (
        <SignInPrompt
          Icon={Mail}
          title="Sign in to design live images"
          text="Your designs, their live URLs and their opens are kept in your account."
        />
      )}
      {user && panelOpen ? <TokenPanel onClose={() => setPanelOpen(false)} /> : null}
    </div>
  );
}
