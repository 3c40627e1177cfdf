import pino, { type Logger } from 'pino';

/** Structured JSON logs (one line per event); `LOG_LEVEL=silent` in tests. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'mergepix' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type { Logger };
