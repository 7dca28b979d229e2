exports.up = (knex) => knex.schema.createTable('tags', (t) => {
  t.increments('id');
  t.string('name').unique().notNullable();
});

exports.down = (knex) => knex.schema.dropTable('tags');
