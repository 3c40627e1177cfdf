import type { DesignInput } from '@mergepix/core';

/** A 600×200 banner: a name on the left, a countdown to a fixed deadline on the right. */
export function countdownDesign(overrides: Partial<DesignInput['countdown']> = {}): DesignInput {
  return {
    name: 'Sale ends',
    width: 600,
    height: 200,
    format: 'gif',
    base: { kind: 'gradient', from: '#0f172a', to: '#1d4ed8', angle: 90 },
    layers: [
      {
        text: '[FIRSTNAME|Friend], hurry',
        box: { x: 10, y: 60, width: 200, height: 80 },
        fontFamily: 'Inter',
        fontSize: 32,
        color: '#ffffff',
      },
    ],
    countdown: {
      box: { x: 230, y: 30, width: 360, height: 140 },
      deadline: { kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'Europe/Berlin' },
      color: '#ffffff',
      labelColor: '#cbd5e1',
      fontSize: 60,
      ...overrides,
    },
  };
}
