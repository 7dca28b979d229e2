export * from './configureLambda';
