/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Why an impersonated session ended: the agent ended it, or its time limit did (issue 35). */
export type ImpersonationEndReason = 'AGENT' | 'TIME_LIMIT';

export type ShellEndImpersonationMutationVariables = Exact<{
  impersonationId: string | number;
  reason: ImpersonationEndReason;
}>;

export type ShellEndImpersonationMutation = { endImpersonation: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ShellEndImpersonationDocument = new TypedDocumentString(`
    mutation ShellEndImpersonation($impersonationId: ID!, $reason: ImpersonationEndReason!) {
  endImpersonation(impersonationId: $impersonationId, reason: $reason)
}
    `) as unknown as TypedDocumentString<
  ShellEndImpersonationMutation,
  ShellEndImpersonationMutationVariables
>;
