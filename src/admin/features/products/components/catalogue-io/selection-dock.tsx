import { useEffect, useState, type RefObject } from 'react';
import { Button } from '#admin/components/ui/button.tsx';

/**
 * On a phone the bulk bar sits above the product cards and scrolls away with them. Once it is out of
 * view with products selected, this bar stays at the bottom of the screen (sticky at the end of the
 * list, so it never covers the last card or the pages): the count in sight, and 'Aksi massal' back
 * to the bar's actions.
 */
export function SelectionDock({ bar, count }: { bar: RefObject<HTMLElement | null>; count: number }) {
  const [barInView, setBarInView] = useState(true);
  // Watched while something is selected (the bar is on the page by then: it comes with the rows).
  const selecting = count > 0;
  useEffect(() => {
    const element = bar.current;
    if (!element || !selecting) return;
    const observer = new IntersectionObserver((entries) => setBarInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar, selecting]);
  if (!selecting || barInView) return null;
  return (
    <div
      className="sticky bottom-0 z-20 flex items-center gap-3 rounded-b-xl border-t border-slate-200 bg-white/95 px-4 py-3 text-sm shadow-[0_-6px_20px_rgba(15,23,42,0.08)] sm:hidden"
      data-testid="selection-dock"
    >
      <span className="min-w-0 flex-1 font-medium text-slate-800">{count} produk dipilih</span>
      <Button
        size="sm"
        onClick={() => {
          bar.current?.scrollIntoView({ block: 'start' });
          document.getElementById('bulk-action')?.focus({ preventScroll: true });
        }}
      >
        Aksi massal
      </Button>
    </div>
  );
}
