export * from './getApiDoc';
