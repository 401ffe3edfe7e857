import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router-dom';
import type { GuardedHistory, HistoryUpdate, LeaveGuard } from './guarded-history';

const HistoryContext = createContext<GuardedHistory | null>(null);

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface HistoryRoutesProps {
  history: GuardedHistory;
  routes: RouteObject[];
}

/**
 * The router: `routes` rendered for the history's location. A navigation renders as a transition,
 * so the page on screen stays until the next one's code has arrived.
 */
export function HistoryRoutes({ history, routes }: HistoryRoutesProps) {
  const [{ action, location }, setUpdate] = useState<HistoryUpdate>({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setUpdate(update))), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router location={location} navigationType={action} navigator={history}>
        <RouteTable routes={routes} />
      </Router>
    </HistoryContext.Provider>
  );
}

/**
 * While mounted, asks `mayLeave(current, next)` before every navigation (links, code and the back
 * and forward buttons); false keeps the page. Reading the latest `mayLeave` on each ask, so the
 * caller need not memoise it.
 */
export function useLeaveGuard(mayLeave: LeaveGuard): void {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useLeaveGuard needs HistoryRoutes above it');
  const latest = useRef(mayLeave);
  useLayoutEffect(() => {
    latest.current = mayLeave;
  });
  useEffect(() => history.guard((current, next) => latest.current(current, next)), [history]);
}
