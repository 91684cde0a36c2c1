import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'hdx' },
      // Request logs carry only method, path, status and timing (never headers or bodies),
      // so no redaction pass is needed on the hot path.
    },
    destination ?? pino.destination({ sync: false }),
  );
}
