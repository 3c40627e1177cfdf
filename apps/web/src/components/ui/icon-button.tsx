import type { LucideIcon } from 'lucide-react';

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
