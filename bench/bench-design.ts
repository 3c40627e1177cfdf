import type { DesignInput } from '@mergepix/core';
import type { Request } from 'autocannon';

/** The benchmarks' big outlined greeting, in the banner's top band. */
export const BENCH_GREETING: DesignInput['layers'][number] = {
  text: 'Hi [FIRSTNAME|there]!',
  box: { x: 30, y: 40, width: 540, height: 130 },
  fontFamily: 'Inter',
  fontSize: 72,
  minFontSize: 24,
  fontWeight: 800,
  color: '#ffffff',
  strokeWidth: 2,
  strokeColor: '#1e293b',
};

/** The 600×400 e-mail banner every live-image benchmark draws: a greeting and a company line. */
export const BENCH_LAYERS: DesignInput['layers'] = [
  BENCH_GREETING,
  {
    text: '[COMPANY|Your team] saved you a seat',
    box: { x: 30, y: 250, width: 540, height: 110 },
    fontFamily: 'Inter',
    fontSize: 40,
    color: '#ffffff',
  },
];

/**
 * Autocannon's request list for a campaign-like mix of opens of one live image: 90 % repeats of
 * 200 known recipients, 10 % new ones.
 */
export function liveOpenMix(path: string): Request[] {
  const known = Array.from({ length: 200 }, (_, i) => `${path}?firstname=Known${i}&company=Acme`);
  let n = 0;
  return [
    {
      setupRequest: (req) => {
        n++;
        req.path =
          n % 10 === 0 ? `${path}?firstname=Fresh${n}&company=Co${n % 97}` : (known[n % 200] ?? path);
        return req;
      },
    },
  ];
}
