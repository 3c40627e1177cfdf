/**
 * What a service reports when it refuses work, in the domain's words. Services never speak HTTP:
 * the error middleware (middleware/errors.ts) gives each kind its status.
 */
export type DomainErrorKind =
  /** The request itself is malformed or names something impossible. */
  | 'invalid'
  /** The caller's credentials are not good (an unknown or revoked API key). */
  | 'unauthenticated'
  /** The caller may not do this (e.g. a full quota). */
  | 'forbidden'
  /** What the request names does not exist. */
  | 'not_found'
  /** The input is larger than allowed. */
  | 'too_large'
  /** What the request names is not in a state that allows it yet (e.g. an export still running). */
  | 'conflict'
  /** Well-formed, but its content cannot be used (an undecodable image, an unreachable URL). */
  | 'unprocessable';

/** A refusal a service throws: a kind, a stable code, a message meant for the user. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
