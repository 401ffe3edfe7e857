// The returns pages (the list, a return, the claim) in one module: the buyer moves between them.
export { NewReturnPage, ReturnDetailPage, ReturnsListPage } from '@bp/feature-returns';
