import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia, type MatchMediaMock } from '../test-utils/match-media';
import { Carousel, chunkSlides } from './carousel';

const PARTS = Array.from({ length: 10 }, (_, i) => `Part ${i + 1}`);

function renderCarousel(items: readonly string[] = PARTS) {
  return render(
    <Carousel
      label="Featured Products"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
    />,
  );
}

function visibleItems(): string[] {
  const carousel = screen.getByRole('region', { name: 'Featured Products' });
  return within(carousel)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('chunkSlides', () => {
  it('splits items into consecutive slides, the last one shorter', () => {
    expect(chunkSlides([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkSlides([], 4)).toEqual([]);
  });
});

describe('Carousel', () => {
  let media: MatchMediaMock;
  const originalWidth = window.innerWidth;

  function setViewport(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    act(() => {
      media.setWidth(width);
      window.dispatchEvent(new Event('resize'));
    });
  }

  beforeEach(() => {
    media = installMatchMedia(1200);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
  });
  afterEach(() => {
    media.restore();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
  });

  it('is a labelled carousel region with slide groups and shows 4 per slide at 992 px and wider', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured Products' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(visibleItems()).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4']);
  });

  it('shows 3 per slide from 592 px and as many as fit below', () => {
    setViewport(800);
    renderCarousel();
    expect(visibleItems()).toEqual(['Part 1', 'Part 2', 'Part 3']);
    // 400 px / 180 px minimum item width: 2 fit
    setViewport(400);
    expect(visibleItems()).toEqual(['Part 1', 'Part 2']);
    setViewport(170);
    expect(visibleItems()).toEqual(['Part 1']);
  });

  it('moves between slides with the previous / next buttons, by keyboard too, and stops at the ends', async () => {
    renderCarousel();
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(visibleItems()).toEqual(['Part 5', 'Part 6', 'Part 7', 'Part 8']);
    next.focus();
    await user.keyboard('{Enter}');
    expect(visibleItems()).toEqual(['Part 9', 'Part 10']);
    expect(next).toBeDisabled();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    previous.focus();
    await user.keyboard(' ');
    expect(visibleItems()).toEqual(['Part 5', 'Part 6', 'Part 7', 'Part 8']);
  });

  it('keeps the first shown item in view when the number per slide changes', async () => {
    renderCarousel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleItems()[0]).toBe('Part 5');
    setViewport(800);
    // 3 per slide: Part 5 is on the second slide (Parts 4-6)
    expect(visibleItems()).toEqual(['Part 4', 'Part 5', 'Part 6']);
  });

  it('renders the items of the slide on show only (the hidden slides are empty)', async () => {
    const renderItem = jest.fn((item: string) => <a href={`#${item}`}>{item}</a>);
    const { container } = render(
      <Carousel label="Featured Products" items={PARTS} getKey={(item) => item} renderItem={renderItem} />,
    );
    expect(container.querySelectorAll('.pui-carousel__item')).toHaveLength(4);
    expect(container.querySelectorAll('[hidden] .pui-carousel__item')).toHaveLength(0);
    expect(new Set(renderItem.mock.calls.map(([item]) => item))).toEqual(
      new Set(['Part 1', 'Part 2', 'Part 3', 'Part 4']),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next slide' }));
    expect(Array.from(container.querySelectorAll('.pui-carousel__item'), (el) => el.textContent)).toEqual([
      'Part 5',
      'Part 6',
      'Part 7',
      'Part 8',
    ]);
  });

  it('has no buttons when everything fits on one slide', () => {
    renderCarousel(PARTS.slice(0, 3));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleItems()).toEqual(['Part 1', 'Part 2', 'Part 3']);
  });

  it('never moves by itself (no autoplay)', () => {
    jest.useFakeTimers();
    try {
      renderCarousel();
      act(() => jest.advanceTimersByTime(60_000));
      expect(visibleItems()).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4']);
    } finally {
      jest.useRealTimers();
    }
  });
});
