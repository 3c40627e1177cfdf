import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { LiveWorkspace } from './live-workspace';

/** The designer inside the studio's dialog: the same workspace, its place kept in the dialog. */
export default function EmailStudioTool() {
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [designId, setDesignId] = useState<string | null>(null);
  if (loading) return null;
  if (!user)
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <Mail aria-hidden="true" className="size-8 text-brand-600" />
        <p className="font-semibold text-slate-900">Sign in to design live images</p>
        <p className="max-w-sm text-sm text-slate-600">
          Your designs, their live URLs and their opens are kept in your account.
        </p>
        <button type="button" className={buttonVariants({})} onClick={() => openAuthDialog('sign-in')}>
          Sign in
        </button>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <Link
        to={designId ? `${PATHS.live}/${designId}` : PATHS.live}
        className="self-end text-sm text-brand-700 underline"
      >
        Open on its own page
      </Link>
      <LiveWorkspace designId={designId} onOpen={setDesignId} />
    </div>
  );
}
