import type { Writable } from 'node:stream';

/** Bytes of log lines queued for standard output before new lines are dropped instead. */
export const LOG_BUFFER_BYTES = 1024 * 1024;

/**
 * Where the server's log lines go: standard output, never waited on. A reader that went away
 * (EPIPE, e.g. `npm start | head`) or stopped reading (a full pipe) must not stop the server
 * from serving, so lines are handed to the stream without blocking, and dropped — counted — once
 * the stream is broken or more than `maxBufferedBytes` wait in it. On Linux a pipe or socket
 * behind `process.stdout` is written asynchronously (a file or terminal synchronously, which
 * cannot wait on a reader). The count is `mergepix_log_lines_dropped_total` in /metrics.
 */
export class LogOutput {
  private droppedLines = 0;
  private broken = false;

  constructor(
    private readonly stream: Writable = process.stdout,
    private readonly maxBufferedBytes = LOG_BUFFER_BYTES,
  ) {
    // Without a listener an EPIPE would be thrown as an uncaught exception.
    stream.on('error', () => {
      this.broken = true;
    });
  }

  /** Lines not written: refused while the stream was broken or full, or lost with its error. */
  get dropped(): number {
    return this.droppedLines;
  }

  write(line: string): void {
    if (this.broken || this.stream.destroyed || this.stream.writableLength > this.maxBufferedBytes) {
      this.droppedLines++;
      return;
    }
    this.stream.write(line, (err) => {
      if (err) {
        this.broken = true;
        this.droppedLines++;
      }
    });
  }

  /** Waits (at most `timeoutMs`) until the lines handed over have left, before the process exits. */
  async drain(timeoutMs = 1000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.broken && !this.stream.destroyed && this.stream.writableLength > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
  }
}

let stdout: LogOutput | undefined;

/** The process's one standard output for log lines (made on first use). */
export function stdoutLogOutput(): LogOutput {
  stdout ??= new LogOutput();
  return stdout;
}

/** Log lines dropped so far by this process's standard output (0 before any was written). */
export function droppedLogLines(): number {
  return stdout?.dropped ?? 0;
}
