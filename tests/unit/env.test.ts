import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';

describe('environment', () => {
  it('has working embedded defaults with nothing configured', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATA_DIR).toBe(path.resolve('.data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:4321');
    expect(env.SEED).toBe('demo');
  });

  it('refuses a SITE_DIR outside the project when the server builds its site there, whose build could not find its packages', () => {
    const outside = path.join(os.tmpdir(), 'hdx-site');
    expect(() => loadEnv({ SITE_DIR: outside })).toThrow(/SITE_DIR: must be a folder inside the project/);
    // A server that never builds (it serves a site build made elsewhere, or the API only) may keep it anywhere.
    expect(loadEnv({ SITE_DIR: outside, SITE_BUILD: 'never' }).SITE_DIR).toBe(outside);
    expect(loadEnv({ SITE_DIR: 'dist/other-site' }).SITE_DIR).toBe(path.resolve('dist/other-site'));
  });

  it('fails fast with a readable message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });

  it('bounds uploads and transcodes by default, and refuses limits that make no sense', () => {
    const env = loadEnv({ VIDEO_MAX_BYTES: '1000' });
    expect(env.UPLOAD_MAX_UNFINISHED).toBe(3);
    expect(env.UPLOAD_MAX_UNFINISHED_BYTES).toBe(2000);
    expect(env.UPLOAD_MAX_PER_HOUR).toBe(20);
    expect(env.VIDEO_MAX_DURATION_SECONDS).toBe(3 * 60 * 60);
    expect([env.TRANSCODE_DEADLINE_FACTOR, env.TRANSCODE_DEADLINE_FLOOR_SECONDS]).toEqual([4, 600]);
    expect(loadEnv({ VIDEO_MAX_BYTES: '1000', UPLOAD_MAX_UNFINISHED_BYTES: '5000' }).UPLOAD_MAX_UNFINISHED_BYTES).toBe(
      5000,
    );
    expect(() => loadEnv({ VIDEO_MAX_BYTES: '1000', UPLOAD_MAX_UNFINISHED_BYTES: '999' })).toThrow(
      /UPLOAD_MAX_UNFINISHED_BYTES: must be at least VIDEO_MAX_BYTES/,
    );
    for (const bad of [
      { UPLOAD_MAX_UNFINISHED: '0' },
      { TRANSCODE_DEADLINE_FACTOR: '0.5' },
      { TRANSCODE_CONCURRENCY: '0' },
    ])
      expect(() => loadEnv(bad), JSON.stringify(bad)).toThrow(EnvError);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('refuses several servers (HDX_CLUSTER=1) without shared services and secrets, naming each', () => {
    let message = '';
    try {
      loadEnv({ HDX_CLUSTER: '1', DATABASE_URL: 'postgres://db/hdx' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/REDIS_URL: required with HDX_CLUSTER=1/);
    expect(message).toMatch(/S3_BUCKET: required with HDX_CLUSTER=1/);
    expect(message).toMatch(/JWT_SECRET: required with HDX_CLUSTER=1 .*per-server random secret/);
    expect(message).toMatch(/URL_SIGNING_KEY: required with HDX_CLUSTER=1/);
    expect(message).not.toMatch(/DATABASE_URL/);
    const secret = 'x'.repeat(32);
    const env = loadEnv({
      HDX_CLUSTER: '1',
      DATABASE_URL: 'postgres://db/hdx',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'media',
      JWT_SECRET: secret,
      URL_SIGNING_KEY: secret,
    });
    expect(env.HDX_CLUSTER).toBe(true);
    expect(env.URL_SIGNING_KEY).toBe(secret);
    expect(loadEnv({}).HDX_CLUSTER).toBe(false);
  });
});
