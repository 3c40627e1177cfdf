import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';

/** A page's signed-out state: what signing in gives, with Sign in and Create account. */
export function SignInPrompt({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  return (
    <div className="flex flex-col items-center rounded-3xl border border-slate-200 bg-slate-50 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-6 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button
          size="lg"
          onClick={() => openAuthDialog('sign-in')}
          onPointerEnter={preloadAuthDialog}
          data-testid="account-sign-in"
        >
          Sign in
        </Button>
        <Button size="lg" variant="outline" onClick={() => openAuthDialog('sign-up')}>
          Create account
        </Button>
      </div>
    </div>
  );
}
