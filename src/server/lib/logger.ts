import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { BatchedDestination } from './log-destination';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines for log collectors; human-readable lines when stdout is a terminal (someone is
 * watching `npm start` or `npm run dev`). LOG_FORMAT=json|pretty overrides the guess.
 */
function defaultDestination(format: LogFormat | undefined): pino.DestinationStream {
  if ((format ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty') return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' });
  // Asynchronous and batched per event-loop turn; the server flushes the rest on exit (main.ts `stop`).
  return new BatchedDestination();
}

export function createLogger(level: string, destination?: pino.DestinationStream, format?: LogFormat): Logger {
  return pino(
    {
      level,
      base: { service: 'hdx' },
      // Request logs carry only method, path, status and timing (never headers or bodies),
      // so no redaction pass is needed on the hot path.
    },
    destination ?? defaultDestination(format),
  );
}
