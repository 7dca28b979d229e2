export * from './ApiGetProfile';
