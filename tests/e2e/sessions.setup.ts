import { test } from './fixtures';
import { ROLES, saveSession } from './sessions';

for (const role of ROLES) {
  test(`sign in as ${role} once for the suite`, async ({ browser }) => {
    await saveSession(browser, role);
  });
}
