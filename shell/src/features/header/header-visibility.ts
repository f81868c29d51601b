// Spec 9: "Header hides on scroll-down" (mobile). Pure: the next hidden state from the last and current scroll.

/** Scroll movements smaller than this are ignored (momentum jitter). */
export const SCROLL_JITTER_PX = 4;

export function nextHeaderHidden(
  previousY: number,
  currentY: number,
  hidden: boolean,
  headerHeight: number,
): boolean {
  if (currentY <= headerHeight) return false;
  const delta = currentY - previousY;
  if (delta > SCROLL_JITTER_PX) return true;
  if (delta < -SCROLL_JITTER_PX) return false;
  return hidden;
}
