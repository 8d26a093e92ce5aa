import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { CompassIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { TooltipBubble, useTooltip } from '@/components/ui/tooltip';
import { NAV_ACTIONS, NAV_LINKS } from '@/config/nav';
import { cn } from '@/lib/cn';
import { Brand } from './brand';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700',
  );

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const menuTooltip = useTooltip();

  // The phone menu is a <details>, so it opens without JavaScript; close it after navigating.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Головне меню" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ButtonLink to={NAV_ACTIONS.search.to} variant="outline" size="sm">
            <SearchIcon />
            {NAV_ACTIONS.search.label}
          </ButtonLink>
          <ButtonLink to={NAV_ACTIONS.quiz.to} size="sm">
            <CompassIcon />
            {NAV_ACTIONS.quiz.label}
          </ButtonLink>
        </div>
        <details ref={menu} className="group md:hidden">
          <summary
            className="relative flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            {...menuTooltip.triggerProps}
          >
            {/* Its name as text: aria-label on a <summary> is not reliably read out. */}
            <span className="sr-only">Меню</span>
            <MenuIcon />
            {/* The summary must stay the details' first child, so the bubble sits inside it. */}
            <TooltipBubble
              id={menuTooltip.id}
              open={menuTooltip.open}
              content="Меню"
              side="bottom-end"
              describes={false}
              className="group-open:hidden"
            />
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg">
            {/* Not «Головне меню» like the wide screen's: two landmarks must not share a name. */}
            <nav aria-label="Меню">
              <ul className="flex flex-col">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={(s) => cn(linkClass(s), 'block py-3 text-base')}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 grid gap-2">
              <ButtonLink to={NAV_ACTIONS.quiz.to}>
                <CompassIcon />
                {NAV_ACTIONS.quiz.label}
              </ButtonLink>
              <ButtonLink to={NAV_ACTIONS.search.to} variant="outline">
                <SearchIcon />
                {NAV_ACTIONS.search.label}
              </ButtonLink>
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
