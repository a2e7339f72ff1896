import * as client from 'openid-client';
import { isLoopbackHttpUrl, type Config } from '../config';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** What must survive the round trip to the provider; kept in a short-lived HttpOnly cookie. */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
  idToken: string | null;
}

export interface OidcClient {
  startLogin(): Promise<{ authorizationUrl: URL; flow: OidcFlow }>;
  finishLogin(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity>;
  /** The provider's end-session URL, or null when it has none. */
  logoutUrl(idToken: string | null): Promise<URL | null>;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function createOidcClient(settings: OidcSettings, publicUrl: Config['publicUrl']): OidcClient {
  const redirectUri = `${publicUrl}/api/callback`;
  let discovered: Promise<client.Configuration> | undefined;

  // Discovery runs at the first login, not at start, so a provider that is briefly down does not stop the
  // server; a failed discovery is retried on the next login.
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopbackHttpUrl(settings.issuerUrl) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async startLogin() {
      const config = await configuration();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl, flow };
    },

    async finishLogin(callbackUrl, flow) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.codeVerifier,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      // Providers that keep profile claims out of the ID token hand them out at the userinfo endpoint.
      const hasProfile = idClaims.email !== undefined || idClaims.given_name !== undefined;
      const claims: Record<string, unknown> = hasProfile
        ? idClaims
        : { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
      return {
        subject: idClaims.sub,
        email: stringClaim(claims.email)?.toLowerCase() ?? null,
        isEmailVerified: claims.email_verified === true,
        firstName: stringClaim(claims.given_name),
        lastName: stringClaim(claims.family_name),
        pictureUrl: stringClaim(claims.picture),
        idToken: tokens.id_token ?? null,
      };
    },

    async logoutUrl(idToken) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${publicUrl}/`,
        ...(idToken ? { id_token_hint: idToken } : { client_id: settings.clientId }),
      });
    },
  };
}
