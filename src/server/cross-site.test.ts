import { describe, expect, it } from 'vitest';
import { judgeRequestSite } from './cross-site';

const OURS = new Set(['https://colorbook.example', 'http://localhost:3000']);

describe('judging where a state-changing request came from', () => {
  it.each([
    ['Chromium form post under no-referrer: Origin null, Sec-Fetch-Site same-origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    ['a fetch from our page', { origin: 'https://colorbook.example', 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    ['a form on another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    ['another site even when Origin is missing', { 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    ['a sibling subdomain', { origin: 'https://shop.colorbook.example', 'sec-fetch-site': 'same-site' }, 'cross-site'],
    ['a sibling subdomain with no Origin or Referer', { 'sec-fetch-site': 'same-site' }, 'cross-site'],
    ['an older Safari without Fetch Metadata, from our page', { origin: 'https://colorbook.example' }, 'same-origin'],
    ['an older browser, from another site', { origin: 'https://evil.example' }, 'cross-site'],
    ['a sandboxed frame or data: document', { origin: 'null' }, 'cross-site'],
    ['an old Firefox form post that carries only Referer', { referer: 'http://localhost:3000/api/login?mode=signup' }, 'same-origin'],
    ['a Referer from elsewhere', { referer: 'https://evil.example/page' }, 'cross-site'],
    ['an unreadable Referer', { referer: 'not a url' }, 'cross-site'],
    ['a program that sends no browser headers', {}, 'unknown'],
  ] as const)('%s', (_label, headers, verdict) => {
    expect(judgeRequestSite(headers, OURS)).toBe(verdict);
  });
});
