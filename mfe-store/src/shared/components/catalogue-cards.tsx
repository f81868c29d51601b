// Category and brand cards: each links to the search page refined by it.
import { Link } from '@portal/shared-session/routing';
import { storeSearchUrl } from '../utils/store-links';
import type { Brand, Category } from '../types/catalogue';
import './catalogue.css';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link to={storeSearchUrl({ category: category.path })} className="store-card">
      {category.imageUrl ? (
        <img
          className="store-card__image store-card__image--square"
          src={category.imageUrl}
          alt=""
          width={120}
          height={120}
          loading="lazy"
        />
      ) : null}
      <span>{category.name}</span>
      <span className="store-card__count">{category.productCount} products</span>
    </Link>
  );
}

export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <Link to={storeSearchUrl({ brands: [brand.name] })} className="store-card">
      {brand.logoUrl ? (
        <img
          className="store-card__image store-card__image--logo"
          src={brand.logoUrl}
          alt=""
          width={120}
          height={60}
          loading="lazy"
        />
      ) : null}
      <span>{brand.name}</span>
      <span className="store-card__count">{brand.productCount} products</span>
    </Link>
  );
}
