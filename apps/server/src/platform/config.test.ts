import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad variable in one message', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', REDIS_URL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: .*\n.*DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/REDIS_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('splits comma-separated CSP sources', () => {
    const config = loadConfig({ CSP_SCRIPT_SRC: 'https://a.example, https://b.example,' });
    expect(config.csp.scriptSrc).toEqual(['https://a.example', 'https://b.example']);
  });
});
