export * from './accounts';
export * from './content';
export * from './recipes';
export * from './shopping';
export * from './households';
export * from './nutrition';
export * from './planner';
