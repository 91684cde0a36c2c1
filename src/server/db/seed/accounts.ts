import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { users } from '../schema';
import { insertUser, randomPassword } from './factories';

export interface DemoAccount {
  email: string;
  username: string;
  role: 'ROLE_ADMIN' | 'ROLE_USER';
  password: string;
  generated: boolean;
}

/**
 * Makes the two demo accounts if missing. Passwords come from HDX_ADMIN_PASSWORD /
 * HDX_DEMO_PASSWORD; when unset a random one is generated and returned so the caller
 * prints it once. There is never a fixed default password.
 */
export async function ensureDemoAccounts(
  db: Executor,
  passwords: { admin?: string | undefined; demo?: string | undefined },
): Promise<DemoAccount[]> {
  const wanted = [
    { email: 'admin@hdx.test', username: 'admin', role: 'ROLE_ADMIN' as const, password: passwords.admin },
    { email: 'demo@hdx.test', username: 'demo', role: 'ROLE_USER' as const, password: passwords.demo },
  ];
  const created: DemoAccount[] = [];
  for (const account of wanted) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const password = account.password ?? randomPassword();
    await insertUser(db, {
      username: account.username,
      email: account.email,
      password,
      role: account.role,
      verified: true,
      firstName: account.role === 'ROLE_ADMIN' ? 'Site' : 'Demo',
      name: account.role === 'ROLE_ADMIN' ? 'Administrator' : 'Fencer',
    });
    created.push({ ...account, password, generated: account.password === undefined });
  }
  return created;
}
