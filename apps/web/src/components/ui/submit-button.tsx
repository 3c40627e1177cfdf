import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/**
 * A submit button that is disabled with a spinner while its form is pending. The label stays,
 * so its accessible name ("Sign in", "Save profile"…) does not change mid-request.
 */
export function SubmitButton({ pending, disabled, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  );
}
