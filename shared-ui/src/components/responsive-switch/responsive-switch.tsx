import type { ReactNode } from 'react';
import { MEDIA_QUERIES, useMediaQuery } from '@portal/shared-ui/responsive';

export interface ResponsiveSwitchProps {
  /** Rendered below the mobile breakpoint (991 px). */
  mobile: ReactNode;
  /** Rendered at 991 px and wider. */
  desktop: ReactNode;
  /** Media query that selects `mobile`; default the spec's mobile breakpoint, `MEDIA_QUERIES.mobile`. */
  query?: string;
}

/**
 * Swaps content at the mobile breakpoint (the spec's responsive directive). Only one branch is mounted at a time,
 * so hidden content does not run its effects or fetch its data.
 */
export function ResponsiveSwitch({ mobile, desktop, query = MEDIA_QUERIES.mobile }: ResponsiveSwitchProps) {
  const isMobile = useMediaQuery(query);
  return <>{isMobile ? mobile : desktop}</>;
}
