import path from 'node:path';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('config', () => {
  it('needs no environment at all: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { driver: 'pglite', dataDir: path.join(REPO_ROOT, 'data', 'db') },
      siteUrl: 'http://localhost:3000',
      mediaBaseUrl: '/media',
      webBuildDir: path.join(REPO_ROOT, 'apps', 'web', 'build', 'client'),
      logLevel: 'info',
      trustProxy: null,
      rateLimitPerMinute: 1000,
      metricsToken: null,
      shutdownTimeoutMs: 10_000,
      mail: {
        from: '"Diya Tales" <hello@diyatales.in>',
        transport: {
          driver: 'catcher',
          host: '127.0.0.1',
          port: 3002,
          dir: path.join(REPO_ROOT, 'data', 'mail'),
        },
      },
      messaging: {
        templates: {
          'order-paid': 'diya_order_paid',
          'photo-needed': 'diya_photo_needed',
          'checkout-reminder': 'diya_checkout_reminder',
          'gift-invitation': 'diya_gift_invitation',
          delivered: 'diya_video_delivered',
          cancelled: 'diya_order_cancelled',
        },
        languageCodes: { en: 'en', hi: 'hi' },
        transport: { driver: 'catcher', dir: path.join(REPO_ROOT, 'data', 'messages') },
      },
      google: null,
      authTokenSecret: null,
      authTokenTtlSeconds: 86_400,
      adminEmails: ['admin@diyatales.test'],
      devIdpPort: 3001,
      // Both payment sandboxes (no provider keys); their secrets are generated into DATA_DIR/secrets.
      payments: {
        stripe: null,
        razorpay: null,
        sandboxSecret: null,
        orderLinkSecret: null,
        reconcileIntervalMs: 60_000,
        testMode: false,
      },
      // Local disk; its link-signing secret is generated into DATA_DIR/secrets.
      storage: { driver: 'local-disk', dir: path.join(REPO_ROOT, 'data', 'storage'), signingSecret: null },
      // Sample seller details that say so, and no GSTIN: receipts without GST lines.
      invoices: {
        seller: {
          legalName: 'Diya Tales (sample seller – set INVOICE_SELLER_NAME)',
          addressLines: ['Sample address – set INVOICE_SELLER_ADDRESS', 'Bengaluru 560001, Karnataka'],
          state: 'KA',
          gstin: null,
        },
        sac: '999612',
        gstRatePercent: 18,
      },
      // Children's photos and voice clips: 30 days after delivery, 60 if never delivered (docs/decisions/046).
      photoRetention: { daysAfterDelivery: 30, daysUndelivered: 60 },
      // One render worker beside the server, one render per two cores, 3 tries, a 30 s heartbeat.
      renders: {
        workersInServer: 1,
        concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
        maxAttempts: 3,
        heartbeatSeconds: 30,
        profile: 'master',
        previewsPerNetwork: 30,
        testStoryboard: false,
      },
      scheduledDeliveries: { releaseIntervalMs: 60_000, testClock: false },
      // The studio finishes 40 films a day (docs/decisions/119).
      studio: { dailyCapacity: 40 },
    });
  });

  it('STUDIO_DAILY_CAPACITY: films a day, a whole number from 1 to 10000', () => {
    expect(loadConfig({ STUDIO_DAILY_CAPACITY: '12' }).studio).toEqual({ dailyCapacity: 12 });
    expect(() => loadConfig({ STUDIO_DAILY_CAPACITY: '0' })).toThrow(/STUDIO_DAILY_CAPACITY/);
    expect(() => loadConfig({ STUDIO_DAILY_CAPACITY: 'lots' })).toThrow(/STUDIO_DAILY_CAPACITY/);
  });

  it('RENDER_TEST_STORYBOARD: the short test storyboard for every film, only with the test profile', () => {
    expect(loadConfig({ RENDER_PROFILE: 'test', RENDER_TEST_STORYBOARD: 'true' }).renders).toMatchObject({
      profile: 'test',
      testStoryboard: true,
    });
    expect(() => loadConfig({ RENDER_TEST_STORYBOARD: 'true' })).toThrow(
      /RENDER_TEST_STORYBOARD: a test-only setting; it needs RENDER_PROFILE=test/,
    );
  });

  it('photo retention: PHOTO_RETENTION_DAYS_AFTER_DELIVERY and PHOTO_RETENTION_DAYS_UNDELIVERED, 1 to 365 days', () => {
    expect(
      loadConfig({ PHOTO_RETENTION_DAYS_AFTER_DELIVERY: '7', PHOTO_RETENTION_DAYS_UNDELIVERED: '90' })
        .photoRetention,
    ).toEqual({ daysAfterDelivery: 7, daysUndelivered: 90 });
    for (const bad of ['0', '366', 'thirty', '-1'])
      expect(() => loadConfig({ PHOTO_RETENTION_DAYS_AFTER_DELIVERY: bad })).toThrow(
        /PHOTO_RETENTION_DAYS_AFTER_DELIVERY: must/,
      );
    expect(() => loadConfig({ PHOTO_RETENTION_DAYS_UNDELIVERED: '0' })).toThrow(
      /PHOTO_RETENTION_DAYS_UNDELIVERED: must be at least 1/,
    );
  });

  it('sign-in: Google with both variables, admins as a lower-cased list, the local provider next to the app (PORT + 1)', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      AUTH_TOKEN_SECRET: 's'.repeat(32),
      AUTH_TOKEN_TTL_SECONDS: '3600',
      ADMIN_EMAILS: ' Owner@DiyaTales.in, ops@example.com ,',
      PORT: '4000',
    });
    expect(config).toMatchObject({
      google: { clientId: 'id.apps.googleusercontent.com', clientSecret: 'google-secret' },
      authTokenSecret: 's'.repeat(32),
      authTokenTtlSeconds: 3600,
      adminEmails: ['owner@diyatales.in', 'ops@example.com'],
      devIdpPort: 4001,
    });
    expect(loadConfig({ DEV_IDP_PORT: '9100' }).devIdpPort).toBe(9100);
    expect(loadConfig({ PORT: '0' }).devIdpPort).toBe(0);
  });

  it('sign-in: refuses half a Google configuration, a short token secret and bad admin addresses, without echoing them', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'only-the-secret' })).toThrow(
      /GOOGLE_CLIENT_ID: must be set together/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'only-the-secret' })).not.toThrow(/only-the-secret/);
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'too-short-secret' })).toThrow(
      /AUTH_TOKEN_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'too-short-secret' })).not.toThrow(/too-short-secret/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'admin@diyatales.test, not-an-address' })).toThrow(
      /ADMIN_EMAILS/,
    );
    // The shop's one address rule (docs/decisions/018): what the outbox could not send is refused here.
    expect(() => loadConfig({ ADMIN_EMAILS: 'night<shift@diyatales.test' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ MAIL_FROM: 'Diya Tales <x<y@diyatales.in>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'hello@localhost' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ AUTH_TOKEN_TTL_SECONDS: '10' })).toThrow(
      /AUTH_TOKEN_TTL_SECONDS: must be at least 60/,
    );
  });

  it('mail: a real relay with SMTP_URL, else the local catcher next to the app (PORT + 2)', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        MAIL_FROM: 'Shop <shop@example.com>',
      }).mail,
    ).toEqual({
      from: 'Shop <shop@example.com>',
      transport: { driver: 'smtp', url: 'smtps://user:secret@smtp.example.com:465' },
    });
    expect(loadConfig({ PORT: '4000', DATA_DIR: '/srv/diya' }).mail.transport).toEqual({
      driver: 'catcher',
      host: '127.0.0.1',
      port: 4002,
      dir: '/srv/diya/mail',
    });
    expect(loadConfig({ PORT: '4000', MAIL_CATCHER_PORT: '2525' }).mail.transport).toMatchObject({
      port: 2525,
    });
    expect(loadConfig({ PORT: '0' }).mail.transport).toMatchObject({ port: 0 });
  });

  it('mail: refuses a relay URL that is not SMTP, without echoing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).not.toThrow(/secret/);
    expect(() => loadConfig({ PORT: '65534' })).toThrow(/MAIL_CATCHER_PORT/);
  });

  it('finds the repository root, wherever the process was started', () => {
    expect(path.join(REPO_ROOT, 'apps', 'server', 'src', 'config.ts')).toBe(
      path.join(import.meta.dirname, 'config.ts'),
    );
  });

  it('reads what an operator sets', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/diya',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SITE_URL: 'https://diyatales.example/',
      MEDIA_BASE_URL: 'https://cdn.example/media/',
      WEB_BUILD_DIR: 'dist/web',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '2',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/diya',
      database: { driver: 'postgres', url: 'postgres://shop@db:5432/shop' },
      siteUrl: 'https://diyatales.example',
      mediaBaseUrl: 'https://cdn.example/media',
      webBuildDir: path.join(REPO_ROOT, 'dist', 'web'),
      logLevel: 'debug',
      trustProxy: { hops: 2 },
      shutdownTimeoutMs: 2500,
    });
  });

  it('TRUST_PROXY: a hop count or a list of proxies, never everyone', () => {
    for (const off of ['false', '0', 'no', ''])
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.10 ,fd00::/8,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.10', 'fd00::/8', 'loopback'],
    });
    // "true" used to trust every peer's X-Forwarded-For: refused, saying what to set instead.
    for (const everyone of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY: ".*" would believe X-Forwarded-For from anyone; set the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
      );
    }
    for (const everyone of ['0.0.0.0/0', '10.0.0.1,::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY: .* would trust every address/,
      );
    }
    // The same trust spelled as ranges that together cover every public address (issue 31).
    for (const everyone of [
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0:0/96',
      '::/1',
      '2000::/3',
      '2000::/4,3000::/4',
      '1.0.0.0/8,2.0.0.0/7,4.0.0.0/6,8.0.0.0/5,16.0.0.0/4,32.0.0.0/3,64.0.0.0/2,128.0.0.0/1',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: .* would trust every public address/,
      );
    }
    // Large but real: private networks, and a provider's published ranges.
    for (const fine of [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7,loopback',
      '173.245.48.0/20,103.21.244.0/22,2400:cb00::/32',
      '0.0.0.0/1',
    ])
      expect(loadConfig({ TRUST_PROXY: fine }).trustProxy, fine).toEqual({ addresses: fine.split(',') });
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(
      /TRUST_PROXY: 10\.0\.0\.300 is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/33 is not/);
    expect(() => loadConfig({ TRUST_PROXY: '17' })).toThrow(/TRUST_PROXY: must be at most 16 proxies/);
  });

  describe('production never takes free orders', () => {
    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    const RAZORPAY = {
      RAZORPAY_KEY_ID: 'rzp_live_123',
      RAZORPAY_KEY_SECRET: 'razorpay-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook',
    };
    const SELLER = {
      INVOICE_SELLER_NAME: 'Diya Tales Media LLP',
      INVOICE_SELLER_ADDRESS: 'Bengaluru 560034',
    };
    const PUBLIC = { NODE_ENV: 'production', SITE_URL: 'https://diyatales.in', ...SELLER };

    it('refuses to start on a payment sandbox on a public SITE_URL, saying what to set', () => {
      expect(() => loadConfig(PUBLIC)).toThrow(
        'PAYMENTS_SANDBOX: NODE_ENV=production on a public SITE_URL would take orders without payment (the card sandbox and the UPI sandbox). Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to take real payments, or PAYMENTS_SANDBOX=true to run a test shop that says TEST MODE on every page and e-mail',
      );
      // One sandbox is enough to refuse.
      expect(() => loadConfig({ ...PUBLIC, ...STRIPE })).toThrow(
        /\(the UPI sandbox\)\. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to take real/,
      );
      expect(() => loadConfig({ ...PUBLIC, ...RAZORPAY })).toThrow(/\(the card sandbox\)/);
      expect(() => loadConfig({ ...PUBLIC, PAYMENTS_SANDBOX: 'false' })).toThrow(/PAYMENTS_SANDBOX: /);
      expect(() => loadConfig({ ...PUBLIC, SITE_URL: 'http://203.0.113.7:3000' })).toThrow(
        /PAYMENTS_SANDBOX: /,
      );
    });

    it('runs with real providers, or a sandbox the operator asked for (then in TEST MODE)', () => {
      expect(loadConfig({ ...PUBLIC, ...STRIPE, ...RAZORPAY }).payments.testMode).toBe(false);
      expect(loadConfig({ ...PUBLIC, PAYMENTS_SANDBOX: 'true' }).payments.testMode).toBe(true);
      expect(loadConfig({ ...PUBLIC, ...STRIPE, PAYMENTS_SANDBOX: 'true' }).payments.testMode).toBe(true);
      // Nothing to announce when no sandbox runs.
      expect(
        loadConfig({ ...PUBLIC, ...STRIPE, ...RAZORPAY, PAYMENTS_SANDBOX: 'true' }).payments.testMode,
      ).toBe(false);
    });

    it('refuses to start taking real payments without the seller’s name and address for its receipts', () => {
      const real = { NODE_ENV: 'production', SITE_URL: 'https://diyatales.in', ...STRIPE, ...RAZORPAY };
      const message = (key: string) =>
        `${key}: NODE_ENV=production on a public SITE_URL prints receipts and invoices, which must name the seller; set INVOICE_SELLER_NAME and INVOICE_SELLER_ADDRESS`;
      expect(() => loadConfig(real)).toThrow(message('INVOICE_SELLER_NAME'));
      expect(() => loadConfig(real)).toThrow(message('INVOICE_SELLER_ADDRESS'));
      expect(() => loadConfig({ ...real, INVOICE_SELLER_NAME: 'Diya Tales Media LLP' })).toThrow(
        message('INVOICE_SELLER_ADDRESS'),
      );
      // A test shop with one real provider takes real money through it: it needs the seller too.
      const cardsReal = { NODE_ENV: 'production', SITE_URL: 'https://diyatales.in', ...STRIPE };
      expect(() => loadConfig({ ...cardsReal, PAYMENTS_SANDBOX: 'true' })).toThrow(
        message('INVOICE_SELLER_NAME'),
      );
      expect(loadConfig({ ...real, ...SELLER }).invoices.seller).toMatchObject({
        legalName: 'Diya Tales Media LLP',
        addressLines: ['Bengaluru 560034'],
      });
      // A test shop on both sandboxes takes no money and says TEST MODE: its sample receipts may stay.
      expect(
        loadConfig({
          NODE_ENV: 'production',
          SITE_URL: 'https://test.diyatales.in',
          PAYMENTS_SANDBOX: 'true',
        }).invoices.seller.legalName,
      ).toMatch(/sample seller/);
    });

    it('a shop only this machine reaches, and development, run the sandbox as before', () => {
      for (const SITE_URL of [
        'http://localhost:3000',
        'http://shop.localhost:8080',
        'http://127.0.0.1:4310',
        'http://[::1]:3000',
      ]) {
        expect(loadConfig({ NODE_ENV: 'production', SITE_URL }).payments.testMode, SITE_URL).toBe(false);
      }
      expect(
        loadConfig({ NODE_ENV: 'development', SITE_URL: 'https://dev.diyatales.in' }).payments.testMode,
      ).toBe(false);
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      database: { driver: 'pglite' },
    });
  });

  it('lists every bad variable in one error, without echoing values', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://secret-password@db/shop',
        SITE_URL: 'localhost',
        MEDIA_BASE_URL: 'media',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        SHUTDOWN_TIMEOUT_MS: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SITE_URL',
      'MEDIA_BASE_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'SHUTDOWN_TIMEOUT_MS',
    ]) {
      expect(message).toContain(`- ${name}:`);
    }
    expect(message).toContain('PORT: must be a whole number');
    expect(message).not.toContain('secret-password');
  });

  it('invoices: the seller as configured, address lines split at |, the state from the GSTIN, a lower-case GSTIN upper-cased', () => {
    const config = loadConfig({
      INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
      INVOICE_SELLER_ADDRESS: ' 4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034 |',
      INVOICE_SELLER_GSTIN: '27aapfu0939f1zv',
      INVOICE_SAC: '998433',
      INVOICE_GST_RATE_PERCENT: '5',
    });
    expect(config.invoices).toEqual({
      seller: {
        legalName: 'Diya Tales Media Private Limited',
        addressLines: ['4th Floor, 80 Feet Road', 'Koramangala, Bengaluru 560034'],
        state: 'MH',
        gstin: '27AAPFU0939F1ZV',
      },
      sac: '998433',
      gstRatePercent: 5,
    });
    expect(loadConfig({ INVOICE_SELLER_STATE: 'DL' }).invoices.seller).toMatchObject({
      state: 'DL',
      gstin: null,
    });
  });

  it('invoices: refuses a GSTIN with a wrong check character or state, one without the real seller, and a state it is not registered in', () => {
    const check = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).message;
      }
      return '';
    };
    const seller = { INVOICE_SELLER_NAME: 'Diya Tales Media', INVOICE_SELLER_ADDRESS: 'Mumbai 400001' };
    expect(check({ ...seller, INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZW' })).toContain(
      'INVOICE_SELLER_GSTIN: has a check character (the last one) that does not match',
    );
    expect(check({ ...seller, INVOICE_SELLER_GSTIN: '27AAPFU0939F' })).toContain(
      'INVOICE_SELLER_GSTIN: must be a 15-character GSTIN',
    );
    expect(check({ INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZV' })).toMatch(
      /INVOICE_SELLER_NAME: must be set together with INVOICE_SELLER_GSTIN[\s\S]*INVOICE_SELLER_ADDRESS: must be set together/,
    );
    expect(
      check({ ...seller, INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZV', INVOICE_SELLER_STATE: 'KA' }),
    ).toContain('INVOICE_SELLER_STATE: must be MH, the state INVOICE_SELLER_GSTIN is registered in');
    expect(check({ INVOICE_SELLER_STATE: 'Karnataka' })).toContain('INVOICE_SELLER_STATE: must be the code');
    expect(check({ INVOICE_SAC: '99961' })).toContain('INVOICE_SAC: must be a SAC or HSN code');
    expect(check({ INVOICE_GST_RATE_PERCENT: '0' })).toContain(
      'INVOICE_GST_RATE_PERCENT: must be at least 1',
    );
    expect(check({ ...seller, INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZW' })).not.toContain('0939');
  });

  it('WhatsApp: the Cloud API with both WHATSAPP_* set, template names and language codes from the environment', () => {
    const config = loadConfig({
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE_DELIVERED: 'diya_video_ready_v2',
      WHATSAPP_LANGUAGE_EN: 'en_US',
    });
    expect(config.messaging).toMatchObject({
      templates: { delivered: 'diya_video_ready_v2', 'order-paid': 'diya_order_paid' },
      languageCodes: { en: 'en_US', hi: 'hi' },
      transport: {
        driver: 'whatsapp-cloud',
        apiUrl: 'https://graph.facebook.com/v21.0',
        token: 'EAAG-token',
        phoneNumberId: '106540352242922',
      },
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: must be set together with WHATSAPP_TOKEN/,
    );
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_ORDER_PAID: 'Order Paid!' })).toThrow(
      /WHATSAPP_TEMPLATE_ORDER_PAID: must be a WhatsApp template name/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
  });
});
