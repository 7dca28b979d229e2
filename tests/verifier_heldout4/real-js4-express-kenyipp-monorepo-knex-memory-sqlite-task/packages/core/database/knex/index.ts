export * from './knex';
