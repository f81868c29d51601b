// The urql Provider of an app's React tree: components below may use urql's hooks with the page's client of the
// endpoint (the same client runGraphQL uses, so both share the exchanges).
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { portalClient } from './graphql-client';
import type { GraphQLEndpoint } from './graphql-client';

export function GraphQLProvider({
  endpoint = 'authenticated',
  children,
}: {
  endpoint?: GraphQLEndpoint;
  children: ReactNode;
}) {
  return <Provider value={portalClient(endpoint)}>{children}</Provider>;
}
