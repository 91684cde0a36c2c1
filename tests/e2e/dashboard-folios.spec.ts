import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectNoViolations } from './a11y-support';
import { chooseRowAction, openScreen, toastOf } from './dashboard-support';

test.use({ signedInAs: 'admin' });

const scan = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 214, b: 178 } } })
    .jpeg()
    .toBuffer();

test('an admin uploads several folio scans at once, sees each tiled, reads one, and deletes one', async ({ page }) => {
  const title = "Gran simulacro dell'arte e dell'uso della scherma (1610)";
  await openScreen(page, '/dashboard/manuscripts', 'Manuscripts');
  await chooseRowAction(page, title, 'Folios');
  const dialog = page.getByRole('dialog', { name: `Folios of ${title}` });
  await expect(dialog.getByText('No folio yet.')).toBeVisible();

  await dialog.getByLabel('Add scans').setInputFiles([
    { name: 'capoferro-003r.jpg', mimeType: 'image/jpeg', buffer: await scan(1200, 1600) },
    { name: 'capoferro-003v.jpg', mimeType: 'image/jpeg', buffer: await scan(1200, 1600) },
    { name: 'frontispiece.jpg', mimeType: 'image/jpeg', buffer: await scan(600, 800) },
  ]);
  const labels = dialog.getByRole('textbox', { name: 'Folio' });
  await expect(labels).toHaveCount(3);
  await expect(labels.nth(0)).toHaveValue('3r');
  await expect(labels.nth(1)).toHaveValue('3v');
  await expect(labels.nth(2)).toHaveValue('');
  await dialog.getByRole('button', { name: 'Upload 3 scans' }).click();
  // A scan whose file names no folio is held back with its reason, nothing sent.
  await expect(dialog.locator('[data-field-error]')).toHaveText('Give this scan its folio, as 25r or 25v');
  await labels.nth(2).fill('2v');
  await dialog.getByRole('button', { name: 'Upload 3 scans' }).click();
  await expect(toastOf(page, 'f. 3v uploaded: tiling')).toBeVisible();
  await expectNoViolations(page, 'folio manager');

  // The server's folio-tiles job cuts them in the background; the list follows until each is ready.
  for (const label of ['2v', '3r', '3v']) {
    await expect(dialog.locator(`[data-folio-row="${label}"] [data-folio-status]`)).toHaveAttribute(
      'data-folio-status',
      'ready',
      { timeout: 60_000 },
    );
  }
  await dialog.getByRole('button', { name: 'Delete f. 2v' }).click();
  await expect(toastOf(page, 'f. 2v deleted')).toBeVisible();
  await expect(dialog.locator('[data-folio-row]')).toHaveCount(2);
});

test("an admin pastes a library manifest's address: a private or plain-http one is refused under the field, nothing changes", async ({
  page,
}) => {
  const title = "Gran simulacro dell'arte e dell'uso della scherma (1610)";
  await openScreen(page, '/dashboard/manuscripts', 'Manuscripts');
  await chooseRowAction(page, title, 'Folios');
  const dialog = page.getByRole('dialog', { name: `Folios of ${title}` });
  const library = dialog.locator('[data-manifest-source]');
  const address = library.getByRole('textbox', { name: "Address of the library's IIIF manifest" });
  const submit = library.getByRole('button', { name: 'Read from this manifest' });

  await address.fill('http://iiif.example.org/manifest.json');
  await submit.click();
  await expect(library.locator('[data-field-error]')).toHaveText('A manifest address is a full https:// address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  // The server resolves the name and refuses a loopback address before connecting.
  await address.fill('https://localhost/manifest.json');
  await submit.click();
  await expect(library.locator('[data-field-error]')).toHaveText(
    'This address leads to a private or local network: HDX fetches manifests from the public internet only',
  );
  await expect(dialog.getByLabel('Add scans')).toBeVisible();
  await expectNoViolations(page, 'manifest address refused');
  await dialog.screenshot({ path: test.info().outputPath('manifest-address-refused.png') });
});

test('the scan queue holds back a duplicate label and a file that is no image, goes on after a network cut, pauses and resumes', async ({
  page,
}) => {
  const title = 'Le Jeu de la Hache (MS Français 1996)';
  await openScreen(page, '/dashboard/manuscripts', 'Manuscripts');
  await chooseRowAction(page, title, 'Folios');
  const dialog = page.getByRole('dialog', { name: `Folios of ${title}` });
  await dialog.getByLabel('Add scans').setInputFiles([
    { name: 'hache-010r.jpg', mimeType: 'image/jpeg', buffer: await scan(800, 1000) },
    { name: 'hache-010r-copy.jpg', mimeType: 'image/jpeg', buffer: await scan(800, 1000) },
    { name: 'notes-011r.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') },
  ]);
  await dialog.getByRole('button', { name: 'Upload 3 scans' }).click();
  const errorOf = (name: string) => dialog.locator(`[data-scan="${name}"] [data-field-error]`);
  await expect(errorOf('hache-010r.jpg')).toHaveText('Another scan of this queue is f. 10r: change one of them');
  await expect(errorOf('notes-011r.txt')).toHaveText('Not a JPEG, PNG, TIFF or WebP image: remove it');
  await dialog.getByRole('button', { name: 'Remove notes-011r.txt from the queue' }).click();
  await dialog.getByRole('button', { name: 'Remove hache-010r-copy.jpg from the queue' }).click();

  // The network cuts the first request that carries bytes: the upload asks again by itself.
  let cut = false;
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && !cut) {
      cut = true;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Upload 1 scans' }).click();
  await expect(toastOf(page, 'f. 10r uploaded: tiling')).toBeVisible();
  expect(cut).toBe(true);
  await expect(dialog.locator('[data-folio-row="10r"]')).toBeVisible();
  await page.unroute('**/api/uploads/*');

  // Paused while its bytes are on the way, then resumed from where the server stands.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const holding = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    held();
    await gate;
    await route.continue().catch(() => undefined);
  });
  await dialog
    .getByLabel('Add scans')
    .setInputFiles([{ name: 'hache-010v.jpg', mimeType: 'image/jpeg', buffer: await scan(800, 1000) }]);
  await dialog.getByRole('button', { name: 'Upload 1 scans' }).click();
  await holding;
  await dialog.getByRole('button', { name: 'Pause f. 10v' }).click();
  await expect(dialog.locator('[data-scan="hache-010v.jpg"]')).toHaveAttribute('data-scan-state', 'paused');
  await expect(dialog.locator('[data-scan-announcer]')).toContainText('f. 10v: Paused at');
  release();
  await page.unroute('**/api/uploads/*');
  await dialog.getByRole('button', { name: 'Resume f. 10v' }).click();
  await expect(toastOf(page, 'f. 10v uploaded: tiling')).toBeVisible();
  await expect(dialog.locator('[data-folio-row="10v"]')).toBeVisible();
  await expect(dialog.locator('[data-scan]')).toHaveCount(0);
});
