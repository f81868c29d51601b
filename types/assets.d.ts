// Build-time constants and asset imports understood by webpack.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** Set by the federation config: which app this bundle is, and an optional build label (PORTAL_BUILD_LABEL). */
declare const __PORTAL_APP__: string;
declare const __PORTAL_BUILD_LABEL__: string;
