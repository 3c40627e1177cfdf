import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { mergeTokenValues, type ResolvedTokenValues } from './token-values';

/**
 * Token values for previews and generators: the signed-in user's saved values (Account →
 * Personalization tokens) merged over the samples; just the samples when signed out.
 */
export function useTokenValues(): ResolvedTokenValues {
  const { profile } = useAuth();
  const saved = profile?.token_values;
  return useMemo(() => mergeTokenValues(saved), [saved]);
}
