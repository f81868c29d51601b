// Where API clients get the bearer token. The sign-in layer (shell startup) registers the source once; until then,
// and for guests, there is no token and clients use the open endpoints.

export type AccessTokenSource = () => Promise<string | null>;

let source: AccessTokenSource = async () => null;

export function setAccessTokenSource(next: AccessTokenSource): void {
  source = next;
}

export function getAccessToken(): Promise<string | null> {
  return source();
}
