exports.up = (knex) =>
  knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username').unique().notNullable();
    t.string('email').unique().notNullable();
    t.string('password').notNullable();
    t.text('bio');
  });

exports.down = (knex) => knex.schema.dropTable('users');
