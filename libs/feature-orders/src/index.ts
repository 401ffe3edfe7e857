export { OrderDetailPage, OrderReleaseConfirmationPage, OrdersPage } from './lib/pages';
export * from './lib/routes';
export {
  countOf as pendingChangeCount,
  lineQuantityChanged,
  lineRemoved,
  noPendingChanges,
  optionsChanged,
  pendingChangesCleared,
  pendingOrderChangesSlice,
  selectPendingChangesOf,
  type PendingOrderChanges,
  type StateWithPendingOrderChanges,
} from './lib/pending-order-changes-slice';
