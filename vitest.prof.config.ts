import base from './vitest.config';
const api = (base.test!.projects as any[]).find((p) => p.test.name === 'api');
export default { test: { ...base.test, projects: [{ test: { ...api.test, execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=2000'] } }] } };
