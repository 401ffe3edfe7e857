export {
  createBrowserHistory,
  createMemoryHistory,
  type GuardedHistory,
  type HistoryUpdate,
  type LeaveGuard,
  type MemoryHistoryOptions,
} from './lib/guarded-history';
export { HistoryRoutes, useLeaveGuard, type HistoryRoutesProps } from './lib/history-routes';
