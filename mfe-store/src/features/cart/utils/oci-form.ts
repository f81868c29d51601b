// Returning the cart to the procurement system (SAP OCI): a browser form POST of the NEW_ITEM-…[n] fields to the
// hook URL the procurement system gave at setup, in its character set (accept-charset) and window (target).

export interface OciField {
  name: string;
  value: string;
}

export interface PunchoutCartReturn {
  hookUrl: string;
  charset: string;
  target: string | null;
  fields: OciField[];
}

/** A hidden form ready to submit; the caller appends it to the document. */
export function buildOciForm(cart: PunchoutCartReturn, doc: Document = document): HTMLFormElement {
  const url = new URL(cart.hookUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The hook URL is not an http(s) URL.');
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = cart.hookUrl;
  form.acceptCharset = cart.charset || 'UTF-8';
  form.enctype = 'application/x-www-form-urlencoded';
  if (cart.target) form.target = cart.target;
  form.hidden = true;
  form.setAttribute('data-testid', 'oci-return-form');
  for (const field of cart.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  return form;
}

/** Builds the form and submits it. It stays in the page: removing it could cancel a navigation of this window. */
export function submitOciForm(cart: PunchoutCartReturn, doc: Document = document): HTMLFormElement {
  const form = buildOciForm(cart, doc);
  doc.querySelectorAll('form[data-testid="oci-return-form"]').forEach((old) => old.remove());
  doc.body.appendChild(form);
  form.submit();
  return form;
}
