// The Training Store's pages by route (the routes and titles are in area.ts). The home is in the remote's first
// chunk (the way in); every other page loads on demand.
import { lazy } from 'react';
import type { RemotePages } from '@portal/shared-session';
import TrainingHomePage from './features/home/training-home-page';

const CourseSearchPage = lazy(() => import('./features/search/course-search-page'));
const CourseDetailPage = lazy(() => import('./features/course-detail/course-detail-page'));
const TrainingCartPage = lazy(() => import('./features/cart/training-cart-page'));
const CourseCheckoutPage = lazy(() => import('./features/checkout/course-checkout-page'));
const TeamOrderPage = lazy(() => import('./features/team/team-order-page'));
const FreeCourseModalPage = lazy(() => import('./features/free-course/free-course-modal-page'));

export const pages: RemotePages = {
  '/pages/training-store': TrainingHomePage,
  '/pages/training-store/search': CourseSearchPage,
  '/pages/training-store/course/:courseId': CourseDetailPage,
  '/pages/training-store/cart': TrainingCartPage,
  '/pages/training-store/checkout': CourseCheckoutPage,
  '/pages/training-store/open-free-course-modal': FreeCourseModalPage,
  '/pages/training-store/orders/:courseOrderId': TeamOrderPage,
};
