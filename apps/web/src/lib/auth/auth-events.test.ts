import type { CurrentUser } from '@mergepix/core';
import { describe, expect, it, vi } from 'vitest';
import { createAuthEmitter, sessionTransitionEvents } from './auth-events';

const session = (id: string, patch: Partial<CurrentUser['user']> = {}, aal: CurrentUser['aal'] = 'aal1') =>
  ({
    user: {
      id,
      email: `${id}@example.com`,
      name: id,
      twoFactorEnabled: false,
      createdAt: '2025-01-01',
      ...patch,
    },
    aal,
    factors: [],
  }) satisfies CurrentUser;

describe('sessionTransitionEvents', () => {
  it('starts with INITIAL_SESSION whatever the first answer is', () => {
    expect(sessionTransitionEvents(undefined, null)).toEqual(['INITIAL_SESSION']);
    expect(sessionTransitionEvents(undefined, session('a'))).toEqual(['INITIAL_SESSION']);
  });

  it('reports sign-in and sign-out', () => {
    expect(sessionTransitionEvents(null, session('a'))).toEqual(['SIGNED_IN']);
    expect(sessionTransitionEvents(session('a'), null)).toEqual(['SIGNED_OUT']);
    expect(sessionTransitionEvents(null, null)).toEqual([]);
  });

  it('reports a switch of account as sign-out then sign-in', () => {
    expect(sessionTransitionEvents(session('a'), session('b'))).toEqual(['SIGNED_OUT', 'SIGNED_IN']);
  });

  it('tells a plain refresh from a changed account', () => {
    expect(sessionTransitionEvents(session('a'), session('a'))).toEqual(['TOKEN_REFRESHED']);
    expect(sessionTransitionEvents(session('a'), session('a', { name: 'New' }))).toEqual(['USER_UPDATED']);
    expect(sessionTransitionEvents(session('a'), session('a', { twoFactorEnabled: true }, 'aal2'))).toEqual([
      'USER_UPDATED',
    ]);
  });

  it('adds announced events to the transition they caused', () => {
    expect(sessionTransitionEvents(null, session('a'), ['MFA_CHALLENGE_VERIFIED'])).toEqual([
      'SIGNED_IN',
      'MFA_CHALLENGE_VERIFIED',
    ]);
    expect(
      sessionTransitionEvents(session('a'), session('a'), ['MFA_CHALLENGE_VERIFIED', 'USER_UPDATED']),
    ).toEqual(['MFA_CHALLENGE_VERIFIED', 'USER_UPDATED']);
  });
});

describe('createAuthEmitter', () => {
  it('delivers to every listener until it unsubscribes, even if one throws', () => {
    const emitter = createAuthEmitter();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    emitter.subscribe(() => {
      throw new Error('bad listener');
    });
    const off = emitter.subscribe((event) => seen.push(event));
    emitter.emit('SIGNED_IN', null);
    off();
    emitter.emit('SIGNED_OUT', null);
    expect(seen).toEqual(['SIGNED_IN']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
