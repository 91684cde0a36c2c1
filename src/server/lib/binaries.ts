// The one place that finds the external programs HDX runs: Chromium (tests, benchmarks,
// Lighthouse) and ffmpeg/ffprobe (the server's video work). Self-contained (Node built-ins
// only) so plain `node` scripts can import it as well as the bundled server and the tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { tarEntries } from './tar-entries.ts';

export type BinaryName = 'chromium' | 'ffmpeg' | 'ffprobe';
export type BinarySource = 'env' | 'system' | 'bundled';

export interface ResolvedBinary {
  name: BinaryName;
  path: string;
  source: BinarySource;
  /** Environment the program needs on top of the caller's (the bundled Chromium's libraries). */
  env: Record<string, string>;
}

const ENV_VARIABLE: Record<BinaryName, string> = {
  chromium: 'CHROMIUM_PATH',
  ffmpeg: 'FFMPEG_PATH',
  ffprobe: 'FFPROBE_PATH',
};

const SYSTEM_NAMES: Record<BinaryName, string[]> = {
  chromium: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'],
  ffmpeg: ['ffmpeg'],
  ffprobe: ['ffprobe'],
};

/** Where each npm package keeps its binary (a devDependency or an optionalDependency). */
const PACKAGE_OF: Record<BinaryName, string> = {
  chromium: '@sparticuz/chromium',
  ffmpeg: `@ffmpeg-installer/${process.platform}-${process.arch}`,
  ffprobe: `@ffprobe-installer/${process.platform}-${process.arch}`,
};

const resolved = new Map<BinaryName, ResolvedBinary | null>();

/**
 * Finds a program: its environment variable (CHROMIUM_PATH, FFMPEG_PATH, FFPROBE_PATH), then
 * the system's on PATH, then the one shipped inside an npm package. `HDX_BINARIES=bundled`
 * skips the system (CI proves a bare machine that way); `HDX_BINARIES=system` skips the
 * packages. Null when none is found.
 */
export function resolveBinary(name: BinaryName, env: NodeJS.ProcessEnv = process.env): ResolvedBinary | null {
  const useCache = env === process.env;
  if (useCache && resolved.has(name)) return resolved.get(name)!;
  const found = findBinary(name, env);
  if (useCache) resolved.set(name, found);
  return found;
}

/** The path of a program, or its bare name (spawn then fails with ENOENT) when none is found. */
export function binaryPath(name: BinaryName): string {
  return resolveBinary(name)?.path ?? name;
}

function findBinary(name: BinaryName, env: NodeJS.ProcessEnv): ResolvedBinary | null {
  const explicit = env[ENV_VARIABLE[name]];
  if (explicit) return { name, path: explicit, source: 'env', env: {} };
  const preference = env.HDX_BINARIES ?? 'auto';
  if (preference !== 'bundled') {
    const system = onPath(SYSTEM_NAMES[name], env.PATH ?? '');
    if (system) return { name, path: system, source: 'system', env: {} };
  }
  if (preference === 'system') return null;
  return name === 'chromium' ? bundledChromium() : bundledTool(name);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(names: string[], searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

const require = createRequire(import.meta.url);

/** A package's folder, found like `require` would (some packages do not export package.json). */
function packageDir(packageName: string): string | null {
  for (const modules of require.resolve.paths(packageName) ?? []) {
    const dir = path.join(modules, packageName);
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return null;
}

function bundledTool(name: 'ffmpeg' | 'ffprobe'): ResolvedBinary | null {
  const dir = packageDir(PACKAGE_OF[name]);
  if (!dir) return null;
  const file = path.join(dir, process.platform === 'win32' ? `${name}.exe` : name);
  if (!fs.existsSync(file)) return null;
  // npm 11 skips the packages' own `chmod u+x` install script unless allowed.
  if (!isExecutable(file)) fs.chmodSync(file, 0o755);
  return { name, path: file, source: 'bundled', env: {} };
}

/**
 * @sparticuz/chromium ships a brotli-packed headless Chromium with the few libraries it needs
 * (NSS, expat), a font and SwiftShader. Outside Amazon Linux it is unpacked here, once per
 * version, into node_modules/.cache; the libraries are found through LD_LIBRARY_PATH.
 */
function bundledChromium(): ResolvedBinary | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const dir = packageDir(PACKAGE_OF.chromium);
  if (!dir) return null;
  const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const target = path.join(dir, '..', '..', '.cache', 'hdx-binaries', `chromium-${version}`);
  if (!fs.existsSync(path.join(target, 'chromium'))) unpackChromium(path.join(dir, 'bin'), target);
  return {
    name: 'chromium',
    path: path.join(target, 'chromium'),
    source: 'bundled',
    env: {
      LD_LIBRARY_PATH: [path.join(target, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: path.join(target, 'fonts'),
    },
  };
}

function unpackChromium(source: string, target: string): void {
  // Unpacked beside the target and renamed at the end: concurrent callers never see half a browser.
  const staging = `${target}.${process.pid}.${Date.now()}.tmp`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    const unbrotli = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(source, file)));
    fs.writeFileSync(path.join(staging, 'chromium'), unbrotli('chromium.br'), { mode: 0o755 });
    // al2023: lib/*.so; fonts: fonts.conf and fonts/; swiftshader: the GL libraries Chromium
    // loads from its own folder.
    extractTar(unbrotli('al2023.tar.br'), staging);
    extractTar(unbrotli('fonts.tar.br'), path.join(staging, 'fonts'));
    // The packed fonts.conf names Lambda's folders: point it at ours.
    fs.writeFileSync(
      path.join(staging, 'fonts', 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${path.join(target, 'fonts', 'fonts')}</dir>\n  <cachedir>${path.join(target, 'fonts', 'cache')}</cachedir>\n</fontconfig>\n`,
    );
    extractTar(unbrotli('swiftshader.tar.br'), staging);
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      // Another process finished first: its copy is as good as ours.
      if (!fs.existsSync(path.join(target, 'chromium'))) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A ustar archive's regular files and folders (all these archives hold), written under `into`. */
function extractTar(archive: Buffer, into: string): void {
  for (const entry of tarEntries(archive)) {
    const file = path.resolve(into, entry.name);
    if (!file.startsWith(path.resolve(into))) throw new Error(`Unsafe path in archive: ${entry.name}`);
    if (entry.type === 'folder') fs.mkdirSync(file, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, entry.data, { mode: entry.mode });
    }
  }
}
