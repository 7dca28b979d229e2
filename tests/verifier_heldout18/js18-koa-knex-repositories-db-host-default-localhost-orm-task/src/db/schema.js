const db = require('./knex');
module.exports = async function ensureSchema() {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id'); t.string('username').unique().notNullable(); t.string('email').unique().notNullable();
      t.string('password').notNullable(); t.text('bio'); t.string('image');
    });
  }
};
