export default async function globalTeardown() {
  await globalThis.__hdxE2E?.stop();
}
