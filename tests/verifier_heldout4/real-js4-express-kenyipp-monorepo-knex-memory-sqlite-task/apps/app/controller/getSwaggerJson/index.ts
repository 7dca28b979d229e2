export * from './getSwaggerJson';
