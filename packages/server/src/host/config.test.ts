import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_HEADER_BYTES, parseFrameAncestors, readServerConfig } from './config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readServerConfig', () => {
  it('has safe defaults with nothing set', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      trustProxy: 0,
      frameAncestors: "'self'",
      corsOrigins: [],
      maxBodyBytes: 64 * 1024,
      maxHeaderBytes: MAX_HEADER_BYTES,
      titleSeparator: '|',
    });
  });

  it('reads the environment, and falls back where a port is not a whole number', () => {
    const config = readServerConfig({
      PORT: '0',
      HOST: ' 127.0.0.1 ',
      TRUST_PROXY: '2',
      FRAME_ANCESTORS: "'self'  https://shop.example.com",
      CORS_ORIGINS: 'https://shop.example.com',
      TITLE_SEPARATOR: '·',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      trustProxy: 2,
      frameAncestors: "'self' https://shop.example.com",
      corsOrigins: ['https://shop.example.com'],
      titleSeparator: '·',
    });
    expect(readServerConfig({ PORT: 'eighty' }).port).toBe(3000);
    expect(readServerConfig({ PORT: '-1' }).port).toBe(3000);
  });

  it('refuses a TRUST_PROXY that is not a number of hops, rather than guessing', () => {
    expect(() => readServerConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes" is not a number of proxy hops/);
  });
});

describe('parseFrameAncestors', () => {
  it('keeps origins and keywords', () => {
    expect(parseFrameAncestors(undefined)).toBe("'self'");
    expect(parseFrameAncestors("'none'")).toBe("'none'");
    expect(parseFrameAncestors("'self' http://localhost:* https://*.example.com")).toBe(
      "'self' http://localhost:* https://*.example.com",
    );
  });

  it('refuses anything that could end the directive, with a warning, for the safe default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const raw of ["'self'; script-src *", 'https://a.example.com,https://b.example.com', "'unsafe-inline'"]) {
      expect(parseFrameAncestors(raw), raw).toBe("'self'");
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
