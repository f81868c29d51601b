export * from './locale';
export { changeLocale, requestRouteReload, ROUTE_RELOAD_EVENT } from './change-locale';
