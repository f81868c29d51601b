// What GraphQL resolvers receive: the request context built by the HTTP layer before Yoga runs.
import type { RequestContext } from '../auth/request-context.js';

export interface GraphQLContext {
  ctx: RequestContext;
}
