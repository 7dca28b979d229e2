const { Article, User } = require('../models');
const db = require('../db/knex');

async function feedFor(userId, { limit, offset }) {
  const base = db('articles as a')
    .join('follows as f', 'f.followed_id', 'a.author_id')
    .join('users as u', 'u.id', 'a.author_id')
    .where('f.follower_id', userId);
  const [{ count }] = await base.clone().count({ count: 'a.id' });
  const rows = await base.clone()
    .select('a.slug', 'a.title', 'a.description', 'a.body', 'a.tag_list as tagList', 'a.created_at as createdAt',
      'a.updated_at as updatedAt', 'u.username', 'u.bio', 'u.image')
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .offset(offset);
  return { rows, count: Number(count) };
}

function list({ limit, offset }) {
  return Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
}

const bySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

module.exports = { feedFor, list, bySlug };
