// oidc-provider ships no types; this declares only what the OpenID Connect test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ProviderConfiguration {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
