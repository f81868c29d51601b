// The product's images: the main image and a strip of thumbnails (spec 9: horizontal 2 on phones or 4, vertical
// 4 at wide layouts), the strip scrolled with labelled buttons when there are more thumbnails than fit.
import { useState } from 'react';
import { useMediaQuery } from '@portal/shared-ui/responsive';

/** Spec 9 'horizontal thumbs 2 or 4; vertical 4': 2 below 768 px, 4 up to 1025 px, then a vertical strip of 4. */
export const THUMB_LAYOUTS = {
  phone: { orientation: 'horizontal', visible: 2 },
  tablet: { orientation: 'horizontal', visible: 4 },
  wide: { orientation: 'vertical', visible: 4 },
} as const;

export function useThumbLayout() {
  const wide = useMediaQuery('(min-width: 1026px)');
  const phone = useMediaQuery('(max-width: 767.98px)');
  return wide ? THUMB_LAYOUTS.wide : phone ? THUMB_LAYOUTS.phone : THUMB_LAYOUTS.tablet;
}

export interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const layout = useThumbLayout();
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState(0);
  const shown = Math.min(selected, Math.max(0, images.length - 1));
  const first = Math.min(start, Math.max(0, images.length - layout.visible));
  const main = images[shown];

  return (
    <div className={`product-gallery product-gallery--${layout.orientation}`} data-thumbs={layout.visible}>
      <div className="product-gallery__main">
        {main ? (
          <img src={main} alt={name} width={480} height={480} fetchPriority="high" />
        ) : (
          <div className="product-gallery__none">No image available</div>
        )}
      </div>
      {images.length > 1 ? (
        <div className="product-gallery__strip" role="group" aria-label="Product images">
          {images.length > layout.visible ? (
            <button
              type="button"
              className="product-gallery__scroll"
              aria-label="Previous images"
              disabled={first === 0}
              onClick={() => setStart(Math.max(0, first - 1))}
            >
              <span aria-hidden="true">{layout.orientation === 'vertical' ? '▲' : '◀'}</span>
            </button>
          ) : null}
          <ul className="product-gallery__thumbs">
            {images.slice(first, first + layout.visible).map((src, i) => {
              const index = first + i;
              return (
                <li key={`${index}:${src}`}>
                  <button
                    type="button"
                    className="product-gallery__thumb"
                    aria-label={`Show image ${index + 1} of ${images.length}`}
                    aria-pressed={index === shown}
                    onClick={() => setSelected(index)}
                  >
                    <img src={src} alt="" width={72} height={72} loading="lazy" />
                  </button>
                </li>
              );
            })}
          </ul>
          {images.length > layout.visible ? (
            <button
              type="button"
              className="product-gallery__scroll"
              aria-label="Next images"
              disabled={first + layout.visible >= images.length}
              onClick={() => setStart(Math.min(images.length - layout.visible, first + 1))}
            >
              <span aria-hidden="true">{layout.orientation === 'vertical' ? '▼' : '▶'}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
