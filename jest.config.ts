import type { Config } from 'jest';

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '\\.css$': '<rootDir>/src/test/styleStub.ts',
  '\\.(png|svg|webp|woff2)$': '<rootDir>/src/test/fileStub.ts',
};

// ES-module-only packages that jest (CommonJS here) must compile first.
const transformIgnorePatterns = [
  '/node_modules/(?!(content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|request-filtering-agent)/)',
];

const config: Config = {
  // PGlite opens and migrates per test file in a couple of seconds; hooks need the headroom.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper,
      transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/contract/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
        '<rootDir>/eslint.config.test.ts',
      ],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      moduleNameMapper,
      transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns,
    },
  ],
};

export default config;
