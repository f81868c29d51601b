import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, Key, ReactNode, RefObject } from 'react';
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

/** Width of an element, following resizes; the viewport width where layout is not measured (tests). */
function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth || window.innerWidth);
    read();
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(read);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [ref]);
  return width;
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
  const containerWidth = useContainerWidth(containerRef);
  const wide = useMediaQuery(MEDIA_QUERIES.carouselWide);
  const medium = useMediaQuery(MEDIA_QUERIES.carouselNarrow);
  const narrowCount = Math.max(1, Math.floor(containerWidth / minItemWidth));
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
