/** How far an arrow key moves something: [dx, dy] for the arrow keys, undefined for any other key. */
export function arrowDelta(key: string, step: number): readonly [number, number] | undefined {
  switch (key) {
    case 'ArrowLeft':
      return [-step, 0];
    case 'ArrowRight':
      return [step, 0];
    case 'ArrowUp':
      return [0, -step];
    case 'ArrowDown':
      return [0, step];
    default:
      return undefined;
  }
}
