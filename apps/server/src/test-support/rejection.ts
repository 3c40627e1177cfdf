/** The error `p` rejects with, when it is a `type`; fails the test if `p` resolves or throws another. */
export async function rejectionOf<E extends Error>(
  p: Promise<unknown>,
  // biome-ignore lint/suspicious/noExplicitAny: any error class, whatever its constructor takes
  type: new (...args: any[]) => E,
): Promise<E> {
  try {
    await p;
  } catch (err) {
    if (err instanceof type) return err;
    throw err;
  }
  throw new Error(`expected a ${type.name}`);
}
