import { useState } from 'react';

/**
 * The text a generator's prompt is written from, and the error shown when there is nothing to send:
 * typing something clears the error, and `ready` shows it when the composed prompt is empty.
 */
export function usePromptText(emptyError: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const changeText = (next: string) => {
    setText(next);
    if (next.trim()) setError(null);
  };
  /** Whether `prompt` can be sent: clears the error if so, shows `emptyError` if it is empty. */
  const ready = (prompt: string): boolean => {
    setError(prompt ? null : emptyError);
    return Boolean(prompt);
  };

  return { text, setText: changeText, error, ready };
}
