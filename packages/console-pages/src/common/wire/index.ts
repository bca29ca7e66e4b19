/** RuoYi wire helpers of list and form pages: id lists, export names and filters, PUT bodies. */
export { blankToNull, exportFilters, exportName, idList, putBody } from './wire';
