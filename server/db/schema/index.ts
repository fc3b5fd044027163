export * from './accounts';
export * from './content';
export * from './recipes';
