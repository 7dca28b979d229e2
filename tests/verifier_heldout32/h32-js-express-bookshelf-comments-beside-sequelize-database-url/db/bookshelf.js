const knex = require('knex')({
  client: 'pg',
  connection: process.env.DATABASE_URL,
  pool: { min: 0, max: 5 },
});
const bookshelf = require('bookshelf')(knex);

// comments are read/written through bookshelf (nested fetches are easier there)
const Comment = bookshelf.model('Comment', {
  tableName: 'comments',
  hasTimestamps: ['created_at', 'updated_at'],
});

module.exports = { knex, bookshelf, Comment };
