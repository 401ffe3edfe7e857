// The returns screens.

export { ReturnsListPage } from './returns-list-page';
export { ReturnDetailPage } from './return-detail-page';
export { NewReturnPage } from './new-return-page';
