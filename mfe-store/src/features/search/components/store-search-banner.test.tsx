import { render, screen } from '@testing-library/react';
import { StoreSearchBanner, STORE_BANNER_IMAGE_SRC } from './store-search-banner';

describe('StoreSearchBanner', () => {
  it('shows the store hero image as a sized, decorative band, first to load, with no heading of its own', () => {
    const { container } = render(<StoreSearchBanner />);
    const image = container.querySelector('img.store-banner__image');
    expect(image).not.toBeNull();
    expect(image).toHaveAttribute('src', STORE_BANNER_IMAGE_SRC);
    expect(STORE_BANNER_IMAGE_SRC).toBe('/static/store/store-hero.svg');
    // decorative beside the page's h1: hidden from the accessibility tree, sized so nothing moves when it loads
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Supply Store')).toHaveClass('store-banner__title');
  });
});
