import type { APIRequestContext } from '@playwright/test';
import { linkPath, waitForMail } from '../support/e2e-outbox';
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
