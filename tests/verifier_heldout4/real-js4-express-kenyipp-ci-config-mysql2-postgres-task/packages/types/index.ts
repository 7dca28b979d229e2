export * from './NodeEnv';
