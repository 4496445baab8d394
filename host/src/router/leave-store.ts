import { create } from 'zustand';

/**
 * Set when building the session failed and the page is about to leave for the external SSO login
 * (spec 4). The session is already cleared by then, so without this flag the gate would bounce
 * the user to /login first; instead it shows the error until the browser leaves.
 */
interface LeaveState {
  leaving: { message: string; location: string } | null;
  leave(message: string, location: string): void;
}

export const useLeaveStore = create<LeaveState>((set) => ({
  leaving: null,
  leave: (message, location) => set({ leaving: { message, location } }),
}));
