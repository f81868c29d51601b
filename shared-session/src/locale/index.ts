export * from './locale';
export { formatDate, formatDateTime, formatMoney } from './display-format';
export { changeLocale, requestRouteReload, ROUTE_RELOAD_EVENT } from './change-locale';
