import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileWidth, useAppStore } from './app-store';

/**
 * Mobile mode (spec 2): below the breakpoint the device is mobile and the sidebar closes;
 * on mobile it also closes after every route change.
 */
export function useResponsive(): void {
  const setDevice = useAppStore((s) => s.setDevice);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const onResize = () => {
      if (document.hidden) return;
      setDevice(isMobileWidth(window.innerWidth) ? 'mobile' : 'desktop');
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setDevice]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (useAppStore.getState().device === 'mobile') closeSidebar({ withoutAnimation: false });
  }, [pathname, closeSidebar]);
}
