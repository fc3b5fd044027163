// Babel compiles the SPA for webpack and every TypeScript file for jest.
module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }],
      // Jest runs with VM modules, so Babel would keep import() native, and importing a compiled
      // CommonJS page module would give `default` = its whole exports object (the lazy routes).
      ...(isTest ? ['@babel/plugin-transform-dynamic-import'] : []),
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};
