import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { Link } from '@portal/shared-session/routing';
import { createModalHost } from './modal-host';

// A modal with state of its own: shows whether a new request starts afresh.
function NoteModal({ note, onClose }: { note: string; onClose: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div role="dialog" aria-label="Note">
      <p>{note}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <Link to="/store/cart">Cart</Link>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

describe('createModalHost', () => {
  const host = createModalHost<string>('test-note-host', (note, close) => (
    <NoteModal note={note} onClose={close} />
  ));

  it('renders nothing and adds no element until first opened', () => {
    expect(document.getElementById('test-note-host')).toBeNull();
  });

  it('opens in a root of its own, with working router links, and closes', () => {
    act(() => host.open('first'));
    expect(document.getElementById('test-note-host')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Note' })).toHaveTextContent('first');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/store/cart');

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts a new request afresh and keeps a single host element', () => {
    act(() => host.open('second'));
    act(() => screen.getByRole('button', { name: 'Clicked 0' }).click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

    act(() => host.open('third'));
    expect(screen.getByRole('dialog')).toHaveTextContent('third');
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(document.querySelectorAll('#test-note-host')).toHaveLength(1);

    act(() => host.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
