import { useEffect, type RefObject } from 'react';

/**
 * The table scrolls inside its own box; when the page scrolls that box's top under the
 * site's sticky header, the column header moves down with it (its sticky `top`), so it stays
 * in sight right under the site header instead of sliding beneath it.
 */
export function useStickyHeaderOffset(
  scrollRef: RefObject<HTMLElement | null>,
  headRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): void {
  useEffect(() => {
    const head = headRef.current;
    if (!enabled || !head) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = scrollRef.current;
      const siteHeader = document.querySelector<HTMLElement>('[data-site-header]');
      if (!box || !siteHeader) return;
      const under = siteHeader.getBoundingClientRect().bottom;
      const rect = box.getBoundingClientRect();
      const room = Math.max(0, box.clientHeight - head.offsetHeight);
      const offset = Math.min(Math.max(0, under - rect.top), room);
      head.style.top = `${Math.round(offset)}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    if (scrollRef.current) observer.observe(scrollRef.current);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      head.style.top = '';
    };
  }, [scrollRef, headRef, enabled]);
}
