import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Visual style of a button or button-looking link. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
/** Size of a button; `icon` is a square hit area for icon-only buttons. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 select-none cursor-pointer ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-900/5 hover:text-slate-900 data-[state=open]:bg-slate-900/5',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 rounded-full [&_svg]:size-5',
};

/** Class names for the given variant, so links (`<Link>`) can look exactly like buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

/** Props of {@link Button}: every native button prop plus a variant and size. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A native button with the design system's variants; `type` defaults to "button", not "submit". */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

/** Props of {@link IconButton}. */
export interface IconButtonProps {
  /** The accessible name: the button shows only its icon. */
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  className: string;
  iconClassName: string;
  disabled?: boolean;
  testId?: string;
}

/** A button that shows just an icon and is named by `label`. */
export function IconButton({
  label,
  Icon,
  onClick,
  className,
  iconClassName,
  disabled,
  testId,
}: IconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className={className}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
