import { buildOciForm, submitOciForm } from './oci-form';

const cart = {
  hookUrl: 'https://srm.example/oci/return?sid=42',
  charset: 'ISO-8859-1',
  target: '_top',
  fields: [
    { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Hydraulic Filter – 10 µm' },
    { name: 'NEW_ITEM-QUANTITY[1]', value: '3' },
    { name: 'NEW_ITEM-PRICE[1]', value: '10.00' },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('OCI return form', () => {
  it('posts every field to the hook URL in the configured charset and target', () => {
    const form = buildOciForm(cart);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('https://srm.example/oci/return?sid=42');
    expect(form.acceptCharset).toBe('ISO-8859-1');
    expect(form.target).toBe('_top');
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'NEW_ITEM-DESCRIPTION[1]', 'Hydraulic Filter – 10 µm'],
      ['hidden', 'NEW_ITEM-QUANTITY[1]', '3'],
      ['hidden', 'NEW_ITEM-PRICE[1]', '10.00'],
    ]);
  });

  it('defaults to UTF-8 and this window when nothing is configured', () => {
    const form = buildOciForm({ ...cart, charset: '', target: null });
    expect(form.acceptCharset).toBe('UTF-8');
    expect(form.getAttribute('target')).toBeNull();
  });

  it('refuses a hook URL that is not http(s)', () => {
    expect(() => buildOciForm({ ...cart, hookUrl: 'javascript:alert(1)' })).toThrow('not an http(s) URL');
  });

  it('submits the form from the document', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitOciForm(cart);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.body.contains(form)).toBe(true);
    submitOciForm(cart);
    expect(document.querySelectorAll('form')).toHaveLength(1);
    submit.mockRestore();
  });
});
