import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectNoViolations } from './a11y-support';
import { chooseRowAction, openScreen, toastOf } from './dashboard-support';

test.use({ signedInAs: 'admin' });

const TITLE = 'Kunst des Messerfechtens (Cgm 582)';
const SLUG = 'cgm-582';

/** A parchment-coloured scan with a dark figure in its upper half: something to draw a region around. */
const scan = () =>
  sharp({ create: { width: 1600, height: 2200, channels: 3, background: { r: 232, g: 218, b: 184 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="2200"><rect x="300" y="300" width="900" height="700" fill="#5a3b22"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

test('a folio goes from the dashboard to the reader: uploaded resumably, tiled, a region drawn and linked to a technique, then read at that region', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openScreen(page, '/dashboard/manuscripts', 'Manuscripts');
  await chooseRowAction(page, TITLE, 'Folios');
  const dialog = page.getByRole('dialog', { name: `Folios of ${TITLE}` });
  await dialog
    .getByLabel('Add scans')
    .setInputFiles([{ name: 'cgm582-007r.jpg', mimeType: 'image/jpeg', buffer: await scan() }]);
  await expect(dialog.getByRole('textbox', { name: 'Folio' })).toHaveValue('7r');
  await dialog.getByRole('button', { name: 'Upload 1 scans' }).click();
  await expect(toastOf(page, 'f. 7r uploaded: tiling')).toBeVisible();

  // The server's folio-tiles job cuts it; the screen follows it until the folio is ready.
  await expect(dialog.locator('[data-folio-row="7r"] [data-folio-status]')).toHaveAttribute(
    'data-folio-status',
    'ready',
    {
      timeout: 60_000,
    },
  );
  await dialog.getByRole('button', { name: 'Regions of f. 7r' }).click();
  await expect(dialog.locator('[data-regions-ready="7r"]')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('No region on this folio yet.')).toBeVisible();

  // Drawn with the mouse: a rectangle dragged across the figure.
  await dialog.getByRole('button', { name: 'Draw a rectangle' }).click();
  const image = dialog.getByRole('img', { name: /^Folio 7r/ });
  const area = (await image.boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.4, area.y + area.height * 0.25);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.55, area.y + area.height * 0.4, { steps: 8 });
  await page.mouse.move(area.x + area.width * 0.6, area.y + area.height * 0.45, { steps: 4 });
  await page.mouse.up();
  const form = dialog.getByRole('form', { name: 'New region' });
  await expect(form).toBeVisible();
  const drawn: Box = { x: 0, y: 0, w: 0, h: 0 };
  for (const [field, label] of [
    ['x', 'Left (x, pixels)'],
    ['y', 'Top (y, pixels)'],
    ['w', 'Width (pixels)'],
    ['h', 'Height (pixels)'],
  ] as const) {
    drawn[field] = Number(await form.getByRole('spinbutton', { name: label }).inputValue());
  }
  expect(drawn.w).toBeGreaterThan(50);
  expect(drawn.h).toBeGreaterThan(50);
  expect(drawn.x + drawn.w).toBeLessThanOrEqual(1600);
  expect(drawn.y + drawn.h).toBeLessThanOrEqual(2200);

  await form.getByRole('button', { name: 'Save the region' }).click();
  await expect(form.locator('[data-field-error]')).toHaveText('Choose the technique this passage teaches');
  await form.getByRole('combobox', { name: 'Technique' }).selectOption({ label: 'Zornhau' });
  await form.getByRole('textbox', { name: 'Transcription' }).fill('Der zornhaw mit dem ort');
  await form.getByRole('textbox', { name: 'Translation (English)' }).fill('The wrath strike with the point');
  await form.getByRole('textbox', { name: 'Translation (French)' }).fill('Le coup de colère avec la pointe');
  await form.getByRole('button', { name: 'Save the region' }).click();
  await expect(toastOf(page, 'Region saved')).toBeVisible();
  await expect(dialog.locator('[data-region-row]')).toHaveCount(1);

  // Typed, for whoever cannot draw: a rectangle in numbers, saved, then deleted.
  await dialog.getByRole('button', { name: 'New rectangle by numbers' }).click();
  const typed = dialog.getByRole('form', { name: 'New region' });
  await typed.getByRole('spinbutton', { name: 'Left (x, pixels)' }).fill('100');
  await typed.getByRole('spinbutton', { name: 'Top (y, pixels)' }).fill('1500');
  await typed.getByRole('spinbutton', { name: 'Width (pixels)' }).fill('600');
  await typed.getByRole('spinbutton', { name: 'Height (pixels)' }).fill('300');
  await typed.getByRole('combobox', { name: 'Technique' }).selectOption({ label: 'Krumphau' });
  await typed.getByRole('button', { name: 'Save the region' }).click();
  await expect(dialog.locator('[data-region-row]')).toHaveCount(2);
  await expectNoViolations(page, 'region editor');
  await dialog.getByRole('button', { name: 'Edit region 2' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Top (y, pixels)' })).toHaveValue('1500');
  await dialog.getByRole('button', { name: 'Delete the region' }).click();
  await expect(toastOf(page, 'Region deleted')).toBeVisible();
  await expect(dialog.locator('[data-region-row]')).toHaveCount(1);

  // The reader reads folios and regions from the API: the drawn region opens at once.
  const manuscripts = (await (await page.request.get('/api/manuscripts')).json()) as { id: number; slug: string }[];
  const id = manuscripts.find((manuscript) => manuscript.slug === SLUG)!.id;
  const regions = (await (await page.request.get(`/api/manuscripts/${id}/regions`)).json()) as {
    folio: string;
    box: Box;
    transcription: string;
    translationFr: string;
  }[];
  expect(regions).toHaveLength(1);
  expect(regions[0]).toMatchObject({ folio: '7r', box: drawn, translationFr: 'Le coup de colère avec la pointe' });
  const box = regions[0]!.box;
  const link = `/manuscripts/${SLUG}?folio=7r&region=${box.x},${box.y},${box.w},${box.h}`;
  await page.goto(link);
  const reader = page.locator('[data-reader]');
  await reader.scrollIntoViewIfNeeded();
  await expect(reader).toHaveAttribute('data-folio', '7r');
  await expect(reader.locator('canvas').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`folio=7r&region=${box.x}(%2C|,)${box.y}(%2C|,)${box.w}(%2C|,)${box.h}$`));
});
