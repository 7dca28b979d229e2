const { db } = require('../db');
const { table } = require('../models/article');

function withAuthor() {
  return db(table)
    .join('users', 'users.id', `${table}.authorId`)
    .select(`${table}.*`, 'users.username', 'users.bio', 'users.image');
}

function shape(row) {
  if (!row) return null;
  const { username, bio, image, created_at: createdAt, updated_at: updatedAt, ...rest } = row;
  return { ...rest, createdAt, updatedAt, author: { username, bio, image } };
}

async function findBySlug(slug) {
  return shape(await withAuthor().where(`${table}.slug`, slug).first());
}

async function listRecent(limit, offset) {
  const rows = await withAuthor().orderBy(`${table}.created_at`, 'desc').limit(limit).offset(offset);
  const [{ count }] = await db(table).count({ count: '*' });
  return { rows: rows.map(shape), count: Number(count) };
}

async function create(fields) {
  await db(table).insert(fields);
  return findBySlug(fields.slug);
}

async function remove(article) {
  await db(table).where({ id: article.id }).del();
}

module.exports = { findBySlug, listRecent, create, remove };
