import { describe, expect, it } from 'vitest';
import { call } from '../../src/lib/api/client';

/** An answer whose headers came but whose body stops with `error` while it is read. */
function cutAnswer(error: Error): typeof fetch {
  return (async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"id":1},'));
          controller.error(error);
        },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    )) as typeof fetch;
}

describe('an answer cut off while its body is read', () => {
  it('is a network failure, never a success without data', async () => {
    const result = await call('GET', '/admin/users', {
      base: 'http://api.test',
      fetch: cutAnswer(new TypeError('network error')),
      retries: 0,
    });
    expect(result).toMatchObject({ ok: false, status: 0 });
  });

  it("is the caller's abort when the caller aborted: thrown, so that no stale answer is used", async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(
      call('GET', '/admin/users', { base: 'http://api.test', fetch: cutAnswer(abort), retries: 3 }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
