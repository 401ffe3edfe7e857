// One module per route so React.lazy can split it; later routes point at their feature library.
export { SignedOutLanding as default } from '@bp/feature-shell';
