import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { seedAsset } from '../../src/server/db/seed/assets';
import { insertUser } from '../../src/server/db/seed/factories';
import { users } from '../../src/server/db/schema';
import type { Role } from '../../src/contract/enums';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import type { TestApp } from '../support/test-app';

/** Helpers of the content API tests (not a test file itself). */

export interface Actor {
  id: number;
  username: string;
  role: Role;
  token: string;
}

let counter = 0;

/**
 * A user in the database and a valid access token for them (no login route involved).
 * A `seller` has a connected payment account, so may publish paid posts.
 */
export async function actor(
  t: TestApp,
  role: Role = 'ROLE_USER',
  /** A username, or options (other test files pass the username alone). */
  usernameOrOptions: string | { username?: string; seller?: boolean } = {},
): Promise<Actor> {
  const options = typeof usernameOrOptions === 'string' ? { username: usernameOrOptions } : usernameOrOptions;
  counter += 1;
  const name = options.username ?? `${role === 'ROLE_ADMIN' ? 'admin' : 'user'}_${process.pid}_${counter}`;
  const user = await insertUser(t.deps.db, { username: name, role });
  if (options.seller) {
    await t.deps.db
      .update(users)
      .set({ stripeConnectId: `acct_test_${user.id}`, stripeChargesEnabled: true })
      .where(eq(users.id, user.id));
  }
  const token = await signAccessToken(t.deps.secrets.jwtSecret, { userId: user.id, role, username: user.username });
  return { id: user.id, username: user.username, role, token };
}

export type FormValue = string | number | Blob | (string | number)[];

export function formData(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'upload.bin');
    else form.append(name, String(value));
  }
  return form;
}

/** A multipart request to the in-process app. */
export function sendForm(
  t: TestApp,
  method: string,
  path: string,
  fields: Record<string, FormValue | undefined>,
  token?: string,
) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return Promise.resolve(t.app.request(path, { method, headers, body: formData(fields) }));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export const file = (bytes: Buffer | Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

export async function pngBytes(width = 800, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata (camera model and a GPS-like comment) that must not survive. */
export async function jpegWithExif(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withExif({ IFD0: { Model: 'SecretCam 3000', ImageDescription: 'GPS 48.8566 2.3522' } })
    .jpeg()
    .toBuffer();
}

export const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const demoVideo = () => fs.readFileSync(seedAsset('demo-clip.mp4'));
