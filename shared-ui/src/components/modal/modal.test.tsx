import { StrictMode, useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps> & { startOpen?: boolean }) {
  const { startOpen = false, ...modalProps } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Modal
        title="Change Company to Proceed"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Return to Dashboard
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Change Company and Proceed
            </button>
          </>
        }
        {...modalProps}
        open={open}
      >
        {modalProps.children ?? <p>Checkout is only available for the company you registered with.</p>}
      </Modal>
    </div>
  );
}

async function openHarness(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog') };
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, rendered in a portal on document.body', () => {
    const { container } = render(
      <div id="app">
        <Modal open title="AMBIGUOUS ADDRESS">
          body text
        </Modal>
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const title = screen.getByRole('heading', { name: 'AMBIGUOUS ADDRESS' });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(dialog).toHaveTextContent('body text');
  });

  it('passes aria-describedby, size and className', () => {
    render(
      <Modal open title="T" size="lg" className="extra" aria-describedby="msg">
        <p id="msg">Message</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { description: 'Message' });
    expect(dialog).toHaveClass('pui-modal', 'pui-modal--lg', 'extra');
  });

  it('renders the footer only when given', () => {
    const { rerender } = render(<Modal open title="T" />);
    expect(document.querySelector('.pui-modal__footer')).toBeNull();
    rerender(<Modal open title="T" footer={<button type="button">OK</button>} />);
    expect(document.querySelector('.pui-modal__footer')).toContainElement(
      screen.getByRole('button', { name: 'OK' }),
    );
  });

  it('does not close on Escape', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when the backdrop is clicked, and keeps focus inside', async () => {
    const onClose = jest.fn();
    const { user } = await openHarness({ onClose });
    const focused = document.activeElement;
    const container = document.querySelector('.pui-modal-container') as HTMLElement;
    await user.click(container);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(focused);
  });

  it('closes only through its own buttons', async () => {
    const { user, trigger } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Change Company and Proceed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows a close button calling onClose when onClose is given', async () => {
    const onClose = jest.fn();
    const { user } = await openHarness({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides the close button when showCloseButton is false or there is no onClose', () => {
    const { rerender } = render(<Modal open title="T" onClose={() => undefined} showCloseButton={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(<Modal open title="T" />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(<Modal open title="T" onClose={() => undefined} closeLabel="Dismiss" />);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('moves focus to the first focusable element of the content on open', async () => {
    await openHarness({ onClose: jest.fn() });
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          open
          title="T"
          initialFocusRef={ref}
          footer={
            <>
              <button type="button">First</button>
              <button type="button" ref={ref}>
                Second
              </button>
            </>
          }
        />
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('focuses the close button, then the dialog itself, when there is nothing else to focus', () => {
    const { unmount } = render(<Modal open title="T" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    unmount();
    render(<Modal open title="Plain" />);
    expect(screen.getByRole('dialog', { name: 'Plain' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness({ onClose: jest.fn() });
    const close = screen.getByRole('button', { name: 'Close' });
    const back = screen.getByRole('button', { name: 'Return to Dashboard' });
    const proceed = screen.getByRole('button', { name: 'Change Company and Proceed' });

    expect(back).toHaveFocus();
    await user.tab();
    expect(proceed).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from last to first
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(proceed).toHaveFocus(); // wrapped from first to last
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('keeps Tab on the dialog when it has nothing focusable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Page</button>
        <Modal open title="Report Generating..." />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
  });

  it('brings focus back in when Tab is pressed while focus has escaped the dialog', async () => {
    const { user } = await openHarness();
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toHaveFocus();
  });

  it('restores focus to the previously focused element when closed', async () => {
    const { user, trigger } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(trigger).toHaveFocus();
  });

  it('restores focus when the owner unmounts it while open', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    const { unmount } = render(<Modal open title="T" footer={<button type="button">OK</button>} />);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    unmount();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('locks body scroll while open and restores the previous value afterwards', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the scroll lock until the last of two stacked modals closes, and traps only in the top one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <Modal open title="Outer" footer={<button type="button">Outer button</button>} />
        <Modal open title="Inner" footer={<button type="button">Inner button</button>} />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Inner button' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner button' })).toHaveFocus();

    rerender(
      <>
        <Modal open title="Outer" footer={<button type="button">Outer button</button>} />
        <Modal open={false} title="Inner" />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Outer button' })).toHaveFocus();

    rerender(<Modal open={false} title="Outer" />);
    expect(document.body.style.overflow).toBe('');
  });

  it('behaves the same under StrictMode (effects run twice)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(document.body.style.overflow).toBe('');
    expect(trigger).toHaveFocus();
  });
});
