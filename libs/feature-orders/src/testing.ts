// Builders of the orders pages' call shapes, for tests outside this library (the app's route tests).
export { aManifestSummary, anOrderDetail, anOrderListRow, anOrderUnit, anOrderUnitsPage, someOrderSettings } from './lib/orders-fixtures';
