import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './registry';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once, without suspending, once its code was preloaded', async () => {
    const loader = vi.fn(async () => ({ default: Hello }));
    const { Component, preload } = preloadable(loader);
    await preload();
    await preload();
    expect(loader).toHaveBeenCalledTimes(1);
    // renderToStaticMarkup cannot wait for a suspended component: this only passes synchronously.
    expect(renderToStaticMarkup(<Component name="Rae" />)).toBe('<p>Hello Rae</p>');
  });

  it('tries the download again after a failure', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Hello });
    const { preload } = preloadable(loader);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Hello });
  });
});
