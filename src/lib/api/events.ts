import { SseParser, type SseEvent } from './sse';
import { SIGNED_IN } from './signed-in';
import type { SessionPolicy } from './token';
import { send } from './transport';

/**
 * Reads a text/event-stream of the API (fetch + stream reader: EventSource cannot send the
 * bearer header), calling `onEvent` for each event until the stream ends. Throws when the
 * stream cannot be read (the caller falls back to polling); false when the API refused it.
 */
export async function readEvents(
  path: string,
  onEvent: (event: SseEvent) => void,
  signal: AbortSignal,
  auth: SessionPolicy = SIGNED_IN,
): Promise<boolean> {
  const response = await send(
    'GET',
    path,
    { accept: 'text/event-stream', cache: 'no-store', signal },
    await auth.first(),
  );
  if (!response.ok || !response.body) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    for (const event of parser.feed(value)) onEvent(event);
  }
}
