export { NotFoundPage as default } from '@bp/feature-shell';
