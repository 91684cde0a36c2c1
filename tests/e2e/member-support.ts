import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Post, VideoUpload } from '../../src/contract';
import { linkPath, waitForMail } from '../support/e2e-outbox';
import { ROOT } from '../support/server-process';
import { expect } from './fixtures';
import { apiSession } from './sign-in';

/** The password of the members registerMember makes. */
export const MEMBER_PASSWORD = 'Meyer-Dussack-1570';

export interface Member {
  username: string;
  email: string;
  token: string;
  id: number;
}

/**
 * Headers of a client at its own address. Registration allows 20 accounts an hour per address
 * and the suite makes more, all from 127.0.0.1: the e2e server trusts one proxy hop
 * (TRUST_PROXY=1, global-setup.ts), so each registration says it comes from another address of
 * TEST-NET-3 (RFC 5737), as the visitors behind a real proxy would.
 */
export function ownAddress(): Record<string, string> {
  return { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * A fresh, confirmed member, signed in through the API: an empty cart and no purchases,
 * whatever other tests did. `prefix` starts the username, so a spec's members are told apart.
 */
export async function registerMember(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<Member> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${username}@example.com`;
  const res = await request.post(`${baseURL}/api/register`, {
    data: { username, email, password: MEMBER_PASSWORD },
    headers: ownAddress(),
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(email);
  expect((await request.get(`${baseURL}/api${linkPath(mail, /verify-email/)}`)).status()).toBe(200);
  const { token, userId } = await apiSession(request, baseURL, email, MEMBER_PASSWORD);
  return { username, email, token, id: userId };
}

/** A fresh member who sells (the built-in test onboarding): their posts may have a price. */
export async function registerSeller(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<Member> {
  const seller = await registerMember(request, baseURL, prefix);
  const auth = { Authorization: `Bearer ${seller.token}` };
  expect((await request.post(`${baseURL}/api/sellers/onboarding`, { headers: auth })).status()).toBe(201);
  expect((await request.post(`${baseURL}/api/sellers/test-onboarding`, { headers: auth })).status()).toBe(200);
  return seller;
}

const CLIP = path.join(ROOT, 'src/server/db/seed/assets/demo-clip.mp4');

/** A post of `author` with its own upload of the demo clip (6 s; not the file the demo posts share). */
export async function postWithVideo(
  request: APIRequestContext,
  author: { token: string },
  title: string,
  price = '0',
): Promise<Post> {
  const auth = { Authorization: `Bearer ${author.token}` };
  const upload = (await (await request.get('/api/generate-presigned-url', { headers: auth })).json()) as VideoUpload;
  const put = await request.put(upload.url, { headers: upload.headers, data: fs.readFileSync(CLIP) });
  expect(put.status(), await put.text()).toBe(201);
  const created = await request.post('/api/posts', {
    headers: auth,
    multipart: { title, description: `${title}, a clip of the tests`, price, videoKey: upload.key },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Post;
}

/** `buyer` buys `postId` alone, through the built-in test checkout's card that pays. */
export async function buyPost(request: APIRequestContext, buyer: { token: string }, postId: number): Promise<void> {
  const auth = { Authorization: `Bearer ${buyer.token}` };
  expect((await request.post('/api/cart/posts', { headers: auth, data: { postId } })).status()).toBe(201);
  const started = await request.post('/api/checkout', { headers: auth });
  expect(started.status(), await started.text()).toBe(201);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const paid = await request.post(`/api/checkout/test/${sessionId}/pay`, {
    headers: auth,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
