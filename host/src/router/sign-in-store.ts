import { create } from 'zustand';

/**
 * Where a sign-in that is under way goes once it succeeds (the form's `redirect`). Spec 4 sends a
 * signed-in visit to /login home; this tells that rule apart from the form's own sign-in, whose
 * token arrives while the form is still on /login.
 */
interface SignInState {
  destination: string | null;
  begin(destination: string): void;
  end(): void;
}

export const useSignInStore = create<SignInState>((set) => ({
  destination: null,
  begin: (destination) => set({ destination }),
  end: () => set({ destination: null }),
}));
