const knex = require('knex');
const config = require('./knexfile');

const db = knex(config);

async function migrate() {
  if (!(await db.schema.hasTable('tags'))) {
    await db.schema.createTable('tags', (t) => { t.increments('id'); t.string('name').unique(); });
  }
}

module.exports = { db, migrate };
