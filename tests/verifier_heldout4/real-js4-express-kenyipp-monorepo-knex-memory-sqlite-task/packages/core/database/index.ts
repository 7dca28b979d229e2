export { DbFactory } from './DbFactory';
export * from './DbUser';
export * from './DbArticle';
export { dangerouslyResetDb } from './knex';
