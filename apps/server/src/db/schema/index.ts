export * from './users';
export * from './auth';
export * from './ledger';
export * from './money';
export * from './campaigns';
export * from './content';
export * from './idempotency';
export * from './appeals';
