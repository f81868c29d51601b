/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PaymentInstructionFilesQueryVariables = Exact<{
  folderPath: string;
}>;

export type PaymentInstructionFilesQuery = { getFilesInFolder: Array<{ name: string; url: string }> };

export type SendInvoiceSupportRequestMutationVariables = Exact<{
  content: string;
}>;

export type SendInvoiceSupportRequestMutation = { sendInvoiceSupportRequestEmail: boolean };

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

export const PaymentInstructionFilesDocument = new TypedDocumentString(`
    query PaymentInstructionFiles($folderPath: String!) {
  getFilesInFolder(folderPath: $folderPath) {
    name
    url
  }
}
    `) as unknown as TypedDocumentString<PaymentInstructionFilesQuery, PaymentInstructionFilesQueryVariables>;
export const SendInvoiceSupportRequestDocument = new TypedDocumentString(`
    mutation SendInvoiceSupportRequest($content: String!) {
  sendInvoiceSupportRequestEmail(content: $content)
}
    `) as unknown as TypedDocumentString<
  SendInvoiceSupportRequestMutation,
  SendInvoiceSupportRequestMutationVariables
>;
