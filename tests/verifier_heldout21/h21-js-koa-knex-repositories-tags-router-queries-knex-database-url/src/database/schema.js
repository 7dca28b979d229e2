const db = require('./knex');
module.exports = async function ensureSchema() {
  if (!(await db.schema.hasTable('tags'))) {
    await db.schema.createTable('tags', (t) => { t.increments('id'); t.string('name').unique().notNullable(); });
  }
  if (!(await db.schema.hasTable('articles'))) {
    await db.schema.createTable('articles', (t) => {
      t.increments('id'); t.string('slug').unique(); t.string('title'); t.string('description'); t.text('body'); t.timestamps(true, true);
    });
  }
};
