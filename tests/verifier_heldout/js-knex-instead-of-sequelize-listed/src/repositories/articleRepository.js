const { db } = require('../db');
const articles = require('../models/article');

const base = () => db(articles.table).join('users', 'users.id', 'articles.author_id')
  .select('articles.*', db.raw("json_build_object('username', users.username, 'bio', users.bio, 'image', users.image) as author"));

const findBySlug = (slug) => base().where('articles.slug', slug).first();

async function listRecent(limit, offset) {
  const rows = await base().orderBy('articles.created_at', 'desc').limit(limit).offset(offset);
  const [{ count }] = await db(articles.table).count({ count: '*' });
  return { rows, count: Number(count) };
}

async function create(fields) {
  const { authorId, ...rest } = fields;
  await db(articles.table).insert({ ...rest, author_id: authorId });
  return findBySlug(fields.slug);
}

const remove = (article) => db(articles.table).where({ id: article.id }).del();

module.exports = { findBySlug, listRecent, create, remove };
