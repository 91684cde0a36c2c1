import { expectNoViolations, openSitePage } from './a11y-support';
import { expect, test } from './fixtures';
import { DEMO_EMAIL, fillSignIn } from './sign-in';
import { headerReady } from './site-support';

const DEMO = { email: DEMO_EMAIL, password: process.env.E2E_PASSWORD ?? '' };
/** The French sign-in form, found by its words. */
const FRENCH_FORM = { signIn: 'Se connecter', email: 'Adresse e-mail', password: 'Mot de passe' };

test('the sign-in and sign-up pages render in French, with French validation messages', async ({ page }) => {
  await page.goto('/fr/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/sign-in$/);
  const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Créez-en un' })).toHaveAttribute(
    'href',
    '/fr/sign-up',
  );

  await page.goto('/fr/sign-up');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
});

test('a field error of the API is shown in French, translated by its code (issue 31)', async ({ page }) => {
  await page.goto('/fr/sign-up');
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeEnabled();
  const password = `Rapiere-${Date.now()}-Fiore`;
  // Only the API knows the username is taken: its errors.username[0] comes with the code auth.usernameTaken.
  await page.getByLabel("Nom d'utilisateur", { exact: true }).fill('demo');
  await page.getByLabel('Adresse e-mail').fill(`codes-${Date.now()}@example.com`);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await submit.click();
  await expect(page.getByText("Ce nom d'utilisateur est déjà pris")).toBeVisible();
  await expect(page.getByText('This username is already taken')).toHaveCount(0);
});

test('the language switcher leads between the English and French sign-in and cart pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sign-in');
  await headerReady(page);
  await page.locator('header').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // A visitor sent to sign in from the French cart signs in in French and comes back to it.
  await page.goto('/fr/cart');
  await expect(page).toHaveURL(/\/fr\/sign-in\?next=%2Ffr%2Fcart$/);
  await fillSignIn(page, DEMO, FRENCH_FORM);
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await headerReady(page);
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  await headerReady(page);
  await page.locator('header').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
});

test('a French sign-in returns to the French home, and the account page is French', async ({ page }) => {
  await page.goto('/fr/sign-in');
  await fillSignIn(page, DEMO, FRENCH_FORM);
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/fr/account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Données personnelles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Changer mon mot de passe' })).toHaveAttribute(
    'href',
    '/fr/edit-password',
  );
  await page.getByLabel("Nom d'utilisateur", { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Le nom d'utilisateur doit compter de 3 à 30 caractères/)).toBeVisible();
});

test('the French sign-in and cart pages have no axe violation', async ({ page }) => {
  await openSitePage(page, '/fr/sign-in');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();
  await expectNoViolations(page, '/fr/sign-in');
  await fillSignIn(page, DEMO, FRENCH_FORM);
  await expect(page).toHaveURL(/\/fr\/$/);
  await openSitePage(page, '/fr/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expectNoViolations(page, '/fr/cart');
});
