import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

export interface TestOidcProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, with its development
 * login and consent pages. Every login name is an account; `claimsOf` supplies its claims.
 */
export async function startTestOidcProvider(options: {
  publicUrl: string;
  claimsOf: (accountId: string) => Omit<AccountClaims, 'sub'>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'colorbook-test';
  const clientSecret = 'colorbook-test-secret-0123456789';
  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...options.claimsOf(id) }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    cookies: { keys: ['colorbook-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  server.on('request', provider.callback());
  return {
    issuerUrl,
    clientId,
    clientSecret,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Plays the browser at the provider: follows redirects with the provider's cookies and fills in its login
 * (as `login`) and consent pages, until the provider sends the browser back to `returnPrefix`.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, returnPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let request: { url: string; method: 'GET' | 'POST'; body?: string } = { url: authorizationUrl, method: 'GET' };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.body,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(returnPrefix)) return next;
      request = { url: next.href, method: 'GET' };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    request = { url: new URL(action, request.url).href, method: 'POST', body: body.toString() };
  }
  throw new Error('The provider never sent the browser back');
}
