const db = require('./knex');

module.exports = async function ensureSchema() {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').notNullable().unique();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await db.schema.hasTable('follows'))) {
    await db.schema.createTable('follows', (t) => {
      t.integer('follower_id').references('users.id').onDelete('CASCADE');
      t.integer('followed_id').references('users.id').onDelete('CASCADE');
      t.primary(['follower_id', 'followed_id']);
    });
  }
};
