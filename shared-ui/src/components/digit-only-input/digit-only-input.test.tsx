import { createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DigitOnlyInput, type DigitOnlyInputProps } from './digit-only-input';

function Controlled(
  props: Partial<DigitOnlyInputProps> & { initial?: string; onValue?: (value: string) => void },
) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="qty">Quantity</label>
      <DigitOnlyInput
        id="qty"
        {...rest}
        value={value}
        onChange={(next) => {
          onValue?.(next);
          setValue(next);
        }}
      />
    </>
  );
}

function getInput() {
  return screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
}

describe('DigitOnlyInput', () => {
  it('is a numeric text input', () => {
    render(<Controlled />);
    const input = getInput();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('lets only digits through when typing', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.setup().type(getInput(), 'a1b2-3 e.4+');
    expect(getInput()).toHaveValue('1234');
    expect(onValue).toHaveBeenLastCalledWith('1234');
    for (const [value] of onValue.mock.calls) expect(value).toMatch(/^\d+$/);
  });

  it('supports editing keys: Backspace, arrows, Home, End, Delete', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1234" />);
    const input = getInput();
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('123');
    await user.keyboard('{Home}{Delete}');
    expect(input).toHaveValue('23');
    await user.keyboard('{ArrowRight}9');
    expect(input).toHaveValue('293');
  });

  it('prevents disallowed keys on keydown and leaves allowed ones alone', () => {
    render(<Controlled />);
    const input = getInput();
    // fireEvent returns false when the event was cancelled.
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'z', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'a', metaKey: true })).toBe(true);
  });

  it('still calls the consumer onKeyDown, which sees whether the key was blocked', () => {
    const seen: Array<[string, boolean]> = [];
    render(<Controlled onKeyDown={(event) => seen.push([event.key, event.defaultPrevented])} />);
    fireEvent.keyDown(getInput(), { key: 'x' });
    fireEvent.keyDown(getInput(), { key: 'Enter' });
    expect(seen).toEqual([
      ['x', true],
      ['Enter', false],
    ]);
  });

  it('keeps only the digits of pasted text', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(getInput());
    await user.paste('12-34 ab5');
    expect(getInput()).toHaveValue('12345');
  });

  it('inserts pasted digits at the caret, replacing the selection, and puts the caret after them', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1999" />);
    const input = getInput();
    await user.click(input);
    input.setSelectionRange(1, 3);
    await user.paste('(2-3)');
    expect(input).toHaveValue('1239');
    expect(input.selectionStart).toBe(3);
    expect(input.selectionEnd).toBe(3);
  });

  it('pastes plain digits natively', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1" />);
    await user.click(getInput());
    await user.paste('234');
    expect(getInput()).toHaveValue('1234');
  });

  it('respects maxLength when pasting', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="12" maxLength={4} />);
    await user.click(getInput());
    await user.paste('3-4-5-6');
    expect(getInput()).toHaveValue('1234');
  });

  it('ignores a paste with no digits', async () => {
    const onValue = jest.fn();
    const user = userEvent.setup();
    render(<Controlled initial="12" onValue={onValue} />);
    await user.click(getInput());
    await user.paste('abc');
    expect(getInput()).toHaveValue('12');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('lets a consumer onPaste take over by preventing it', async () => {
    const user = userEvent.setup();
    render(<Controlled onPaste={(event) => event.preventDefault()} />);
    await user.click(getInput());
    await user.paste('12a');
    expect(getInput()).toHaveValue('');
  });

  it('strips non-digits from changes that bypass keydown (drop, autofill, mobile keyboards)', () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.change(getInput(), { target: { value: '4a5' } });
    expect(onValue).toHaveBeenCalledWith('45');
    expect(getInput()).toHaveValue('45');
    onValue.mockClear();
    fireEvent.change(getInput(), { target: { value: '45x' } });
    expect(onValue).not.toHaveBeenCalled();
    expect(getInput()).toHaveValue('45');
  });

  it('forwards its ref and other input props', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Controlled
        ref={ref}
        name="quantity"
        min={1}
        placeholder="Qty"
        aria-describedby="qty-hint"
        aria-invalid="true"
        className="qty"
        autoComplete="off"
        disabled
      />,
    );
    const input = getInput();
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('id', 'qty');
    expect(input).toHaveAttribute('name', 'quantity');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('placeholder', 'Qty');
    expect(input).toHaveAttribute('aria-describedby', 'qty-hint');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveClass('qty');
    expect(input).toBeDisabled();
  });

  it('calls a callback ref with the element', () => {
    const refFn = jest.fn();
    render(<Controlled ref={refFn} />);
    expect(refFn).toHaveBeenCalledWith(getInput());
  });
});
