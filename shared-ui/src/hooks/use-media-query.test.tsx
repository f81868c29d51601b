import { act, render, renderHook, screen } from '@testing-library/react';
import { MEDIA_QUERIES } from '../breakpoints';
import { installMatchMedia, type MatchMediaMock } from '../test-utils/match-media';
import { useBreakpoint, useIsMobile } from './use-breakpoint';
import { useMediaQuery } from './use-media-query';

let media: MatchMediaMock;

beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.restore());

describe('useMediaQuery', () => {
  it('reports the current match and follows changes', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 600px)'));
    expect(result.current).toBe(false);
    act(() => media.setWidth(500));
    expect(result.current).toBe(true);
    act(() => media.setWidth(601));
    expect(result.current).toBe(false);
  });

  it('re-subscribes when the query changes and unsubscribes on unmount', () => {
    const { result, rerender, unmount } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(min-width: 1000px)' },
    });
    expect(result.current).toBe(true);
    rerender({ query: '(min-width: 2000px)' });
    expect(result.current).toBe(false);
    expect(media.listenerCount()).toBe(1);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it('returns false where matchMedia does not exist', () => {
    media.restore(); // back to plain jsdom, which has no matchMedia
    expect(window.matchMedia).toBeUndefined();
    const { result } = renderHook(() => useMediaQuery('(max-width: 600px)'));
    expect(result.current).toBe(false);
    media = installMatchMedia(1280);
  });
});

describe('useBreakpoint', () => {
  it.each([
    [1280, 'desktop'],
    [991, 'desktop'],
    [990, 'mobile'],
    [768, 'mobile'],
    [767, 'small-mobile'],
    [320, 'small-mobile'],
  ] as const)('at %i px is %s', (width, expected) => {
    media.setWidth(width);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe(expected);
  });

  it('updates when the viewport crosses a breakpoint', () => {
    const { result } = renderHook(() => ({ breakpoint: useBreakpoint(), mobile: useIsMobile() }));
    expect(result.current).toEqual({ breakpoint: 'desktop', mobile: false });
    act(() => media.setWidth(900));
    expect(result.current).toEqual({ breakpoint: 'mobile', mobile: true });
    act(() => media.setWidth(600));
    expect(result.current).toEqual({ breakpoint: 'small-mobile', mobile: true });
    act(() => media.setWidth(1100));
    expect(result.current).toEqual({ breakpoint: 'desktop', mobile: false });
  });

  it('uses the exported media queries', () => {
    function Probe() {
      return <span>{String(useMediaQuery(MEDIA_QUERIES.mobile))}</span>;
    }
    media.setWidth(990);
    render(<Probe />);
    expect(screen.getByText('true')).toBeInTheDocument();
  });
});
