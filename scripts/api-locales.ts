// `npm run api-locales`: writes public/locales/{en,fr}/api.json from src/contract/api-messages.ts,
// the one catalogue of the API's messages. tests/unit/api-messages.test.ts (in `npm run check`)
// fails while a written file differs from the catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLocaleFile, type ApiLanguage } from '../src/contract/api-messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const lang of ['en', 'fr'] satisfies ApiLanguage[]) {
  const file = path.join(root, 'public', 'locales', lang, 'api.json');
  fs.writeFileSync(file, `${JSON.stringify(apiLocaleFile(lang), null, 2)}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
}
