export { DateFormat, NO_DATE, formatDate, formatDateTimeWithZone, localTimeZone, type DateFormatName, type DateInput } from './lib/dates';
export { displayQuantity } from './lib/quantities';
