export { NewReturnPage, ReturnDetailPage, ReturnsListPage } from './lib/pages';
export * from './lib/routes';
