import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/server/app';
import { serveTestApp, type Listening } from '../support/listen';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 27 §5: an answer given before the request's body is read (413) must say
 * `Connection: close`: Node cuts the socket once it gives up draining the body, and a client
 * told `keep-alive` would send its next request on a dead socket. On a real socket.
 */
let t: TestApp;
let served: Listening;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  served = await serveTestApp(t);
  port = served.port;
});
afterAll(async () => {
  await served.close();
  await t.close();
});

/** Sends `head` and the start of a body, and reads the first answer's head (up to the blank line). */
function firstAnswer(head: string, body: string): Promise<{ head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      resolve({ head: text.slice(0, end), socket });
    };
    socket.on('data', onData);
    socket.on('error', reject);
  });
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim().toLowerCase() ?? null;

describe('an answer that leaves the body unread', () => {
  it('a 413 before the body arrived says Connection: close, and the server closes that socket', async () => {
    const length = JSON_BODY_LIMIT * 4;
    const { head, socket } = await firstAnswer(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`,
      '{"name":"',
    );
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(header(head, 'Connection')).toBe('close');
    // The client knows not to reuse it: the server ends it (no request after this one is lost).
    await new Promise<void>((resolve) => {
      if (socket.closed) resolve();
      socket.once('close', () => resolve());
      socket.resume();
    });
  });

  it('an answer after its body was read keeps the connection alive for the next request', async () => {
    const body = JSON.stringify({ name: 'x' });
    const { head, socket } = await firstAnswer(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(head).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(header(head, 'Connection')).toBe('keep-alive');
    socket.destroy();
  });
});
