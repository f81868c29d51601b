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
/** A development build's standalone page answered by the mock API (PORTAL_MOCK_API=true, README "A mock API"). */
declare const __PORTAL_MOCK_API__: boolean;
