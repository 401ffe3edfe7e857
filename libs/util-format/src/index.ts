export { DateFormat, NO_DATE, formatDate, formatDateTimeWithZone, localTimeZone, type DateFormatName, type DateInput } from './lib/dates';
export { formatPlainDate, type PlainDateFormatName } from './lib/plain-dates';
export { displayQuantity } from './lib/quantities';
