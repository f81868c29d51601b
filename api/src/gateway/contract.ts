// The gateway's contract as types: for each endpoint path, the body a caller sends (from the
// handler's yup schema) and the response it answers (what the handler returns). Nothing here runs: `npm run
// codegen:gateway` reads `GatewayContract` with the TypeScript compiler and writes it, as JSON types, into
// @portal/api-client (ADR 0029), so a page is checked against these at type-check time.
import type { GATEWAY_HANDLERS } from './handlers/index.js';

type Handler = (typeof GATEWAY_HANDLERS)[number];

type SchemaOutput<S> = S extends { __outputType: infer O } ? O : never;
type SchemaDefault<S> = S extends { __default: infer D } ? D : undefined;

/** Keys the schema fills in when they are missing (a `.default(...)`): optional for the caller. */
type DefaultedKey<D> = D extends object
  ? { [K in keyof D]-?: undefined extends D[K] ? never : K }[keyof D]
  : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a caller sends: the schema's output, with defaulted and undefined-accepting keys optional. */
export type RequestBody<S> =
  SchemaOutput<S> extends infer O
    ? O extends readonly unknown[]
      ? O
      : O extends object
        ? Simplify<
            {
              [
                K in keyof O as K extends DefaultedKey<SchemaDefault<S>>
                  ? never
                  : undefined extends O[K]
                    ? never
                    : K
              ]: O[K];
            } & {
              [
                K in keyof O as K extends DefaultedKey<SchemaDefault<S>>
                  ? K
                  : undefined extends O[K]
                    ? K
                    : never
              ]?: O[K];
            }
          >
        : O
    : never;

type ContractOf<H> = H extends { readonly __contract?: infer C } ? NonNullable<C> : never;
type SchemaOf<H> = ContractOf<H> extends { schema: infer S } ? S : never;
type ResponseOf<H> = ContractOf<H> extends { response: infer R } ? R : never;

export type GatewayContract = {
  [H in Handler as H['path']]: {
    input: RequestBody<SchemaOf<H>>;
    response: ResponseOf<H>;
  };
};
