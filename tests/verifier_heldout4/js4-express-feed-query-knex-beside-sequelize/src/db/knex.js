// Query builder for the reporting-style queries (feed) that are awkward to express
// with Sequelize includes; same database, same connection string.
const knex = require('knex');

module.exports = knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 5 } });
