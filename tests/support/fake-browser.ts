/**
 * The browser globals the client session code touches, for unit tests under Node:
 * a cookie jar behind `document.cookie` that honours expiry (so fake timers age cookies)
 * and records every raw Set string (to check attributes), `localStorage`, and
 * `window.location.assign`.
 */
export interface FakeBrowser {
  /** Every `document.cookie = ...` assignment, in order. */
  writes: string[];
  /** Destinations given to window.location.assign. */
  navigations: string[];
  storage: Map<string, string>;
  /** Current cookie values (after expiry). */
  cookies(): Record<string, string>;
  /** Attributes of the last write of a cookie, lower-cased names. */
  lastAttributes(name: string): Record<string, string | true>;
  uninstall(): void;
}

interface Stored {
  value: string;
  expires: number | null;
}

export function installFakeBrowser(): FakeBrowser {
  const jar = new Map<string, Stored>();
  const writes: string[] = [];
  const navigations: string[] = [];
  const storage = new Map<string, string>();

  const live = () => {
    for (const [name, stored] of jar) if (stored.expires !== null && stored.expires <= Date.now()) jar.delete(name);
    return jar;
  };

  const parse = (raw: string) => {
    const [pair = '', ...parts] = raw.split(';');
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const [key = '', ...rest] = part.trim().split('=');
      attributes[key.toLowerCase()] = rest.length ? rest.join('=') : true;
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1), attributes };
  };

  const document = {
    get cookie() {
      return [...live()].map(([name, stored]) => `${name}=${stored.value}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const { name, value, attributes } = parse(raw);
      const expires = typeof attributes.expires === 'string' ? Date.parse(attributes.expires) : null;
      if (expires !== null && expires <= Date.now()) jar.delete(name);
      else jar.set(name, { value, expires });
    },
  };

  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
    key: (index: number) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size;
    },
  };

  const window = { location: { assign: (url: string) => void navigations.push(url) } };
  const globals = globalThis as Record<string, unknown>;
  const previous = { document: globals.document, localStorage: globals.localStorage, window: globals.window };
  Object.defineProperty(globalThis, 'document', { value: document, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true, writable: true });

  return {
    writes,
    navigations,
    storage,
    cookies: () => Object.fromEntries([...live()].map(([name, stored]) => [name, decodeURIComponent(stored.value)])),
    lastAttributes(name) {
      const raw = [...writes].reverse().find((write) => parse(write).name === name);
      return raw ? parse(raw).attributes : {};
    },
    uninstall() {
      for (const [key, value] of Object.entries(previous)) {
        Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
      }
    },
  };
}
