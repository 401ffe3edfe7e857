// Loaded on demand by last-updated.tsx: the one stock list module that needs util-format's dates
// (moment-timezone), so they stay out of the page's first download.
export { formatDateTimeWithZone } from '@bp/util-format';
