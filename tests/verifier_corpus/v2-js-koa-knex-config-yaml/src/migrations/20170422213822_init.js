exports.up = function(knex) {
  return knex.schema.createTable("tags", function(table) {
    table.uuid("id").unique().primary().notNullable()
    table.string("name").unique().notNullable()
    table.timestamps(true, true)
  })
}

exports.down = function(knex) {
  return knex.schema.dropTableIfExists("tags")
}
