import { removeDir } from '../support/server-process';

export default async function globalTeardown() {
  const state = globalThis.__hdxE2E;
  if (!state) return;
  await state.server.stop();
  removeDir(state.dataDir);
  removeDir(state.siteDir);
  removeDir(`${state.siteDir}-releases`);
}
