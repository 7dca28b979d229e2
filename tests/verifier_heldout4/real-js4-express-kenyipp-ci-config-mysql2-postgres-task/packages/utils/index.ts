export * from './config';
export * from './error';
export * from './logger';
