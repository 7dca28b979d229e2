export * from './getApiDoc';
export * from './getSwaggerJson';
export * from './healthCheck';
