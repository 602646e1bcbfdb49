import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_MIDTRANS_CLIENT_KEY, DEV_MIDTRANS_SERVER_KEY, loadConfig } from './config.ts';

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

  it('keeps every trade record unless a retention in whole days is given', () => {
    expect(loadConfig({}).market.tradeRetentionDays).toBeUndefined();
    expect(loadConfig({ TRADE_RECORDS_RETENTION_DAYS: '365' }).market.tradeRetentionDays).toBe(365);
    for (const bad of ['0', '-30', '1.5', 'a year']) {
      expect(() => loadConfig({ TRADE_RECORDS_RETENTION_DAYS: bad }), bad).toThrow(
        /TRADE_RECORDS_RETENTION_DAYS: /,
      );
    }
  });

  it('splits comma-separated CSP sources', () => {
    const config = loadConfig({ CSP_SCRIPT_SRC: 'https://a.example, https://b.example,' });
    expect(config.csp.scriptSrc).toEqual(['https://a.example', 'https://b.example']);
  });

  it('reads a feed per kind and refuses a feed URL that cannot be fetched, naming its variable', () => {
    const config = loadConfig({
      MARKET_FEED_STOCK_SUMMARY_URL: 'https://idx.example/StockSummary-{yyyymmdd}.json',
      MARKET_FEED_STOCK_SUMMARY_AT: '18:05',
      MARKET_FEED_RETRY_MINUTES: '2, 10',
    });
    expect(config.market.feeds.byKind['stock-summary']).toEqual({
      urlTemplate: 'https://idx.example/StockSummary-{yyyymmdd}.json',
      timeWib: '18:05',
    });
    expect(config.market.feeds.byKind.trades).toEqual({ urlTemplate: undefined, timeWib: '17:30' });
    expect(config.market.feeds.retryMinutes).toEqual([2, 10]);

    const attempt = () =>
      loadConfig({
        MARKET_FEED_TRADES_URL: 'file:///srv/trades-{yyyymmdd}.csv',
        MARKET_FEED_INDEX_SUMMARY_AT: '7pm',
        MARKET_FEED_RETRY_MINUTES: '1,soon',
      });
    expect(attempt).toThrow(/MARKET_FEED_RETRY_MINUTES: /);
    expect(attempt).toThrow(/MARKET_FEED_TRADES_URL: Only http:\/\/ and https:\/\/ URLs can be fetched/);
    expect(attempt).toThrow(/MARKET_FEED_INDEX_SUMMARY_AT: Time must be HH:MM/);
  });
});

describe('loadConfig in production', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://mail.example.com:587',
    PAYMENT_GATEWAY: 'midtrans',
    MIDTRANS_SERVER_KEY: 'Mid-server-live-key-0123456789',
    MIDTRANS_CLIENT_KEY: 'Mid-client-live-key-0123456789',
  };
  const without = (name: keyof typeof PRODUCTION) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

  it('starts with Midtrans keys, SMTP and a JWT secret', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.payments).toMatchObject({
      gateway: 'midtrans',
      sandboxPayNeedsMember: false,
      serverKey: PRODUCTION.MIDTRANS_SERVER_KEY,
      clientKey: PRODUCTION.MIDTRANS_CLIENT_KEY,
    });
    expect(config.mail.smtpUrl).toBe(PRODUCTION.SMTP_URL);
  });

  it('refuses to fall back to the sandbox when PAYMENT_GATEWAY is unset', () => {
    expect(() => loadConfig(without('PAYMENT_GATEWAY'))).toThrow(/PAYMENT_GATEWAY: required in production/);
  });

  it('refuses Midtrans without either key or with the development keys', () => {
    expect(() => loadConfig(without('MIDTRANS_SERVER_KEY'))).toThrow(/MIDTRANS_SERVER_KEY: required/);
    expect(() => loadConfig(without('MIDTRANS_CLIENT_KEY'))).toThrow(/MIDTRANS_CLIENT_KEY: required/);
    const devKeys = () =>
      loadConfig({
        ...PRODUCTION,
        MIDTRANS_SERVER_KEY: DEV_MIDTRANS_SERVER_KEY,
        MIDTRANS_CLIENT_KEY: DEV_MIDTRANS_CLIENT_KEY,
      });
    expect(devKeys).toThrow(/MIDTRANS_SERVER_KEY: the development key is not valid/);
    expect(devKeys).toThrow(/MIDTRANS_CLIENT_KEY: the development key is not valid/);
  });

  it('refuses to start without SMTP_URL, since links with live tokens would have nowhere to go', () => {
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(/SMTP_URL: required in production/);
  });

  it('names every missing requirement at once', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET[\s\S]*SMTP_URL[\s\S]*PAYMENT_GATEWAY/);
  });

  it('takes an explicit sandbox (staging) only with its own server key, and then pays for the owner only', () => {
    const staging = { ...without('MIDTRANS_CLIENT_KEY'), PAYMENT_GATEWAY: 'sandbox' };
    expect(loadConfig(staging).payments).toMatchObject({ gateway: 'sandbox', sandboxPayNeedsMember: true });
    expect(() => loadConfig({ ...staging, MIDTRANS_SERVER_KEY: '' })).toThrow(
      /MIDTRANS_SERVER_KEY: required/,
    );
    expect(() => loadConfig({ ...staging, MIDTRANS_SERVER_KEY: DEV_MIDTRANS_SERVER_KEY })).toThrow(
      /MIDTRANS_SERVER_KEY: required/,
    );
  });

  it('keeps the sandbox as the default outside production, open to the test pages', () => {
    expect(loadConfig({}).payments).toMatchObject({ gateway: 'sandbox', sandboxPayNeedsMember: false });
  });
});

describe('the public URL', () => {
  it('follows PORT when PUBLIC_URL is unset, and the sandbox script is same-origin relative', () => {
    const config = loadConfig({ PORT: '4300' });
    expect(config.publicUrl).toBe('http://localhost:4300');
    expect(config.publicUrlFromPort).toBe(true);
    expect(config.payments.snapBase).toBe('/sandbox/midtrans');
  });

  it('uses PUBLIC_URL as given', () => {
    const config = loadConfig({ PORT: '4300', PUBLIC_URL: 'https://pantau.example' });
    expect(config).toMatchObject({ publicUrl: 'https://pantau.example', publicUrlFromPort: false });
  });
});
