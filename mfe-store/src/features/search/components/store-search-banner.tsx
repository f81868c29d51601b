// The store's banner band over the search results: the store hero image as the page's header. It is the page's
// largest paint, above the result tiles (160 px images), and the server sends the same band prerendered in the
// HTML (ADR 0008; api/src/http/store-prerender.ts mirrors this markup and store-search-banner.css), so the band
// is on screen before the remote loads and this copy takes its place at the same size.
import './store-search-banner.css';

/** The store hero image, published from shell/public/static like the home page's hero. */
export const STORE_BANNER_IMAGE_SRC = '/static/store/store-hero.svg';

export function StoreSearchBanner() {
  return (
    <div className="store-banner">
      {/* decorative beside the page's heading: the band only says where the user is */}
      <img
        className="store-banner__image"
        src={STORE_BANNER_IMAGE_SRC}
        alt=""
        width={1600}
        height={500}
        fetchPriority="high"
        decoding="sync"
      />
      <p className="store-banner__title">Supply Store</p>
    </div>
  );
}
