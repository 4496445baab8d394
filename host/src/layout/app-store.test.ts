import { act } from '@testing-library/react';
import { getSidebarStatus, setSidebarStatus } from '@admin/shared/auth';
import { MOBILE_BREAKPOINT } from '@admin/shared/contract';
import { isMobileWidth, useAppStore } from './app-store';

describe('isMobileWidth', () => {
  it('switches below 1024 - 3 px (spec 9)', () => {
    expect(MOBILE_BREAKPOINT).toBe(1021);
    expect(isMobileWidth(1024)).toBe(false);
    expect(isMobileWidth(1022)).toBe(false);
    expect(isMobileWidth(1021)).toBe(true);
    expect(isMobileWidth(375)).toBe(true);
  });
});

describe('useAppStore', () => {
  beforeEach(() => {
    setSidebarStatus('opened');
    useAppStore.setState({ device: 'desktop', sidebarOpened: true, withoutAnimation: false });
  });

  it('remembers a desktop toggle in the sidebarStatus cookie', () => {
    act(() => useAppStore.getState().toggleSidebar());
    expect(useAppStore.getState().sidebarOpened).toBe(false);
    expect(getSidebarStatus()).toBe('closed');
    expect(document.cookie).toContain('sidebarStatus=0');
    act(() => useAppStore.getState().toggleSidebar());
    expect(getSidebarStatus()).toBe('opened');
  });

  it('closes the sidebar without animation when the device becomes mobile, and restores it on desktop', () => {
    act(() => useAppStore.getState().setDevice('mobile'));
    expect(useAppStore.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false, withoutAnimation: true });
    // Opening the drawer on mobile is not remembered as the desktop preference.
    act(() => useAppStore.getState().toggleSidebar());
    expect(useAppStore.getState().sidebarOpened).toBe(true);
    expect(getSidebarStatus()).toBe('opened');
    act(() => useAppStore.getState().setDevice('desktop'));
    expect(useAppStore.getState()).toMatchObject({ device: 'desktop', sidebarOpened: true });
  });

  it('saves the navigation-bar value in the menuNavBar cookie', () => {
    act(() => useAppStore.getState().setBusinessLine(2));
    expect(useAppStore.getState().businessLine).toBe(2);
    expect(document.cookie).toContain('menuNavBar=2');
    act(() => useAppStore.getState().setBusinessLine(1));
  });
});
