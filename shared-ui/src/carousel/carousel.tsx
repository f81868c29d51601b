import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, Key, ReactNode, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { MEDIA_QUERIES, carouselItemsPerSlide, useMediaQuery } from '@portal/shared-ui/responsive';
import './carousel.css';

export interface CarouselProps<T> {
  /** Accessible name of the carousel, also shown as its heading when `heading` is not false. */
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /**
   * Below 592 px the carousel shows as many items as fit (spec 9 "4, 3 or max per slide"): the container width
   * divided by this minimum item width, at least one. Default 180.
   */
  minItemWidth?: number;
  /** Render the label as a visible heading of this level; false keeps it only as the accessible name. */
  heading?: 2 | 3 | false;
  className?: string;
}

/** Splits items into consecutive slides of `perSlide`. */
export function chunkSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.floor(perSlide));
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

function itemsAcross(width: number, minItemWidth: number): number {
  return Math.max(1, Math.floor(width / minItemWidth));
}

// One ResizeObserver for every carousel on the page: carousels committed together (the store home's three) get
// their first widths in one notification, and their new counts render in one flushed update, not one each.
const widthListeners = new Map<Element, (width: number) => void>();
let widthObserver: ResizeObserver | null = null;

function observeWidth(element: Element, onWidth: (width: number) => void): () => void {
  widthObserver ??= new ResizeObserver((entries) =>
    flushSync(() => {
      for (const entry of entries) widthListeners.get(entry.target)?.(Math.round(entry.contentRect.width));
    }),
  );
  widthListeners.set(element, onWidth);
  widthObserver.observe(element);
  return () => {
    widthListeners.delete(element);
    widthObserver?.unobserve(element);
  };
}

/**
 * How many items of `minItemWidth` fit across an element (at least one), following resizes; from the viewport
 * width until it is measured, and where layout is not measured (tests). With a ResizeObserver the first width
 * comes from its first notification, which the browser delivers after its own layout and before painting: reading
 * the width in this effect forced a layout of the whole page inside the commit (issue 18, TBT). The notified size
 * is used, not clientWidth, which would force the layout again after another carousel's update (the slides have
 * no padding: the content box is the client width). Only a changed count renders again, flushed at once so it is
 * painted in the same frame, never after it.
 */
function useItemsAcross(ref: RefObject<HTMLElement | null>, minItemWidth: number): number {
  const [count, setCount] = useState(() =>
    itemsAcross(typeof window === 'undefined' ? 0 : window.innerWidth, minItemWidth),
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // an unchanged count is no update: React bails out of an equal state before rendering
    const show = (width: number) => setCount(itemsAcross(width || window.innerWidth, minItemWidth));
    if (typeof ResizeObserver === 'function') return observeWidth(element, show);
    const read = () => show(element.clientWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [ref, minItemWidth]);
  return count;
}

/**
 * A carousel of slide groups (WAI-ARIA APG carousel pattern): a region with `aria-roledescription="carousel"`,
 * one group per slide, labelled previous / next buttons (native buttons, so keyboard-operable), no autoplay and
 * no animation, so nothing moves that the user did not ask for. Items per slide follow spec 9: 4 at 992 px and
 * wider, 3 at 592 px and wider, else as many as fit. Only the slide on show renders its items.
 */
export function Carousel<T>({
  label,
  items,
  renderItem,
  getKey,
  minItemWidth = 180,
  heading = 2,
  className,
}: CarouselProps<T>) {
  const headingId = useId();
  const slidesId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const narrowCount = useItemsAcross(containerRef, minItemWidth);
  const wide = useMediaQuery(MEDIA_QUERIES.carouselWide);
  const medium = useMediaQuery(MEDIA_QUERIES.carouselNarrow);
  // the tier comes from the viewport (the spec's widths); a representative width per tier picks the count
  const perSlide = carouselItemsPerSlide(wide ? 992 : medium ? 592 : 0, narrowCount, items.length || 1);
  const slides = chunkSlides(items, perSlide);
  const [current, setCurrent] = useState(0);
  const shown = Math.min(current, Math.max(0, slides.length - 1));

  // keep the first item that was visible in view when the number per slide changes
  const firstShownRef = useRef(0);
  useEffect(() => {
    setCurrent(Math.floor(firstShownRef.current / perSlide));
  }, [perSlide]);
  useEffect(() => {
    firstShownRef.current = shown * perSlide;
  }, [shown, perSlide]);

  const go = (next: number) => setCurrent(Math.max(0, Math.min(slides.length - 1, next)));
  const HeadingTag = heading === 3 ? 'h3' : 'h2';

  return (
    <section
      className={['pui-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      {...(heading === false ? { 'aria-label': label } : { 'aria-labelledby': headingId })}
      style={{ '--pui-carousel-per-slide': perSlide } as CSSProperties}
      data-per-slide={perSlide}
    >
      <div className="pui-carousel__header">
        {heading === false ? null : (
          <HeadingTag id={headingId} className="pui-carousel__heading">
            {label}
          </HeadingTag>
        )}
        {slides.length > 1 ? (
          <div className="pui-carousel__controls">
            <button
              type="button"
              className="pui-carousel__button"
              aria-controls={slidesId}
              aria-label="Previous slide"
              disabled={shown === 0}
              onClick={() => go(shown - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span className="pui-carousel__position" aria-live="polite">
              {shown + 1} / {slides.length}
            </span>
            <button
              type="button"
              className="pui-carousel__button"
              aria-controls={slidesId}
              aria-label="Next slide"
              disabled={shown >= slides.length - 1}
              onClick={() => go(shown + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <div id={slidesId} ref={containerRef} className="pui-carousel__slides">
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            className="pui-carousel__slide"
            hidden={slideIndex !== shown}
          >
            {/* only the slide on show holds its items: a hidden slide is never seen or read, and rendering every
                card of every slide made the store home's first render several times longer (issue 18, TBT) */}
            {slideIndex === shown
              ? slide.map((item, i) => {
                  const index = slideIndex * perSlide + i;
                  return (
                    <div key={getKey(item, index)} className="pui-carousel__item">
                      {renderItem(item, index)}
                    </div>
                  );
                })
              : null}
          </div>
        ))}
      </div>
    </section>
  );
}
