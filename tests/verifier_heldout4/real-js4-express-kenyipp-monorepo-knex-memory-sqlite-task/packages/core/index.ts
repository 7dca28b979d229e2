export * from './service';
export * from './utils';
export * from './types';
export * from './database';
