import pino, { type Logger } from 'pino';
import { type LogOutput, stdoutLogOutput } from './log-output.ts';

/** Where log lines also go, whatever LOG_LEVEL says (the request journal of the diagnostics page). */
export interface LogTap {
  write(line: string): void;
}

/**
 * Structured JSON logs (one line per event); `LOG_LEVEL=silent` in tests. With a tap, info and
 * above also reach it even when standard output is quieter (or silent). Lines go to `output`
 * (standard output), which drops them rather than wait on a reader (log-output.ts).
 */
export function createLogger(level: string, tap?: LogTap, output: LogOutput = stdoutLogOutput()): Logger {
  const options = { base: { service: 'mergepix' }, timestamp: pino.stdTimeFunctions.isoTime };
  if (!tap) return pino({ ...options, level }, output);
  const out = level === 'silent' ? [] : [{ level: level as pino.Level, stream: output }];
  const streams = pino.multistream([...out, { level: 'info', stream: tap }]);
  const { values } = pino.levels;
  const lowest = level !== 'silent' && (values[level] ?? 30) < (values.info ?? 30) ? level : 'info';
  return pino({ ...options, level: lowest }, streams);
}

export type { Logger };
