// Builders of the returns pages' call shapes, for tests outside this library.
export { aClaimableUnit, aClaimableUnitsPage, aReturnDetail, aReturnSummary, aReturnUnit, aReturnsPage, anOrderReturns } from './lib/returns-fixtures';
