export * from './constants';
export * from './money';
export * from './social';
export * from './validation';
export * from './accounts';
export * from './venues';
