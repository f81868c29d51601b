/**
 * Body scroll lock shared by every open modal: the first lock hides the page's scrollbar (padding the body by the
 * scrollbar's width so the page does not shift), the last unlock restores the previous inline styles.
 */
let lockCount = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbarWidth =
    documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  if (scrollbarWidth > 0) {
    const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbarWidth}px`;
  }
  body.style.overflow = 'hidden';
}

export function unlockBodyScroll(): void {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}
