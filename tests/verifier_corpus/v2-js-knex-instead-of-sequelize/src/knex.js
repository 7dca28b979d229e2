const knex = require('knex');

module.exports = knex({ client: 'sqlite3', connection: { filename: 'conduit.sqlite' }, useNullAsDefault: true });
