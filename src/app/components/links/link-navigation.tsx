import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export type NavigateToPath = (to: string, options: { replace: boolean }) => void;

const LinkNavigationContext = createContext<NavigateToPath | null>(null);

/**
 * Gives every AppLink one navigate function that never changes. React Router's navigate changes
 * with each location; handing it down directly would re-render every link on every navigation, and
 * calling the router's hooks in each link makes a server render resolve each link's path against the
 * current route (about 70 links on the inbox page), which absolute site paths never need.
 */
export function LinkNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<NavigateToPath>((to, options) => void latest.current(to, options), []);
  return <LinkNavigationContext.Provider value={stable}>{children}</LinkNavigationContext.Provider>;
}

export function useLinkNavigation(): NavigateToPath {
  const navigate = useContext(LinkNavigationContext);
  if (!navigate) throw new Error('AppLink must be rendered inside LinkNavigationProvider (the root layout)');
  return navigate;
}
