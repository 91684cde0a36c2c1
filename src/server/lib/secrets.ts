import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  /** Signs upload and media URLs (HMAC). */
  urlSigningKey: string;
}

/**
 * Secrets come from the environment (`JWT_SECRET`, `URL_SIGNING_KEY`; both required with
 * several servers, see env.ts). When one is not set (the embedded default),
 * a random one is generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so sessions survive restarts without any fixed default.
 */
export function loadSecrets(
  dataDir: string,
  jwtSecretFromEnv: string | undefined,
  urlSigningKeyFromEnv?: string,
): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: jwtSecretFromEnv ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    urlSigningKey: urlSigningKeyFromEnv ?? stored.urlSigningKey ?? randomBytes(48).toString('base64url'),
  };
  const toStore = {
    ...stored,
    ...(urlSigningKeyFromEnv ? {} : { urlSigningKey: secrets.urlSigningKey }),
    ...(jwtSecretFromEnv ? {} : { jwtSecret: secrets.jwtSecret }),
  };
  if (JSON.stringify(toStore) !== JSON.stringify(stored)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
