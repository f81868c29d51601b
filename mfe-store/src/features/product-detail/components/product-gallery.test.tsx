import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery';

/** A matchMedia that answers min-/max-width queries for a width the test sets. */
function setViewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const m = /\((min|max)-width:\s*([\d.]+)px\)/.exec(query);
      const matches = m ? (m[1] === 'min' ? width >= Number(m[2]) : width <= Number(m[2])) : false;
      return {
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    },
  });
}

const IMAGES = Array.from({ length: 6 }, (_, i) => `/img/${i + 1}.svg`);

function thumbs() {
  return within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('button', {
    name: /^Show image/,
  });
}

describe('ProductGallery', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows a horizontal strip of 2 thumbnails on phones', () => {
    setViewport(400);
    const { container } = render(<ProductGallery images={IMAGES} name="Seal Kit" />);
    expect(thumbs()).toHaveLength(2);
    expect(container.firstChild).toHaveClass('product-gallery--horizontal');
  });

  it('shows a horizontal strip of 4 on tablets and a vertical strip of 4 at wide layouts', () => {
    setViewport(900);
    const { container, unmount } = render(<ProductGallery images={IMAGES} name="Seal Kit" />);
    expect(thumbs()).toHaveLength(4);
    expect(container.firstChild).toHaveClass('product-gallery--horizontal');
    unmount();
    setViewport(1280);
    const wide = render(<ProductGallery images={IMAGES} name="Seal Kit" />);
    expect(thumbs()).toHaveLength(4);
    expect(wide.container.firstChild).toHaveClass('product-gallery--vertical');
  });

  it('shows the chosen thumbnail as the main image and scrolls the strip', async () => {
    setViewport(1280);
    render(<ProductGallery images={IMAGES} name="Seal Kit" />);
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Seal Kit' })).toHaveAttribute('src', '/img/1.svg');
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 6' }));
    expect(screen.getByRole('img', { name: 'Seal Kit' })).toHaveAttribute('src', '/img/3.svg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 6' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Previous images' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next images' }));
    await user.click(screen.getByRole('button', { name: 'Next images' }));
    expect(thumbs().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show image 3 of 6',
      'Show image 4 of 6',
      'Show image 5 of 6',
      'Show image 6 of 6',
    ]);
    expect(screen.getByRole('button', { name: 'Next images' })).toBeDisabled();
  });

  it('has no strip for a single image and says when there is none', () => {
    setViewport(1280);
    const { rerender } = render(<ProductGallery images={['/img/1.svg']} name="Seal Kit" />);
    expect(screen.queryByRole('group', { name: 'Product images' })).not.toBeInTheDocument();
    rerender(<ProductGallery images={[]} name="Seal Kit" />);
    expect(screen.getByText('No image available')).toBeInTheDocument();
  });
});
