import { cn } from '@/lib/cn';

/** "New to Mergepix? Create an account": a question and the button that switches to the other step. */
export function SwitchPrompt({
  question,
  action,
  onClick,
  className,
}: {
  question: string;
  action: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <p className={cn(className, 'text-center text-sm text-slate-600')}>
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
