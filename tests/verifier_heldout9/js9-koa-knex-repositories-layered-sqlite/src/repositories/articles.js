const db = require('../db/knex');

exports.findBySlug = (slug) => db('articles').where({ slug }).first();

exports.findAuthor = (id) => db('users').where({ id }).first();

exports.insert = async (article) => {
  const [row] = await db('articles').insert(article).returning('id');
  return db('articles').where({ id: row.id }).first();
};

exports.page = (limit, offset) => db('articles').orderBy('created_at', 'desc').limit(limit).offset(offset);

exports.count = async () => Number((await db('articles').count({ n: '*' }).first()).n);
