const articles = require('../repositories/article.repository');

async function list(query) {
  const { rows, count } = await articles.findAll({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map((a) => a.get({ plain: true })), articlesCount: count };
}

async function create(userId, { title, description, body, tagList = [] }) {
  const slug = `${title.trim().toLowerCase().replace(/\s+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  await articles.create({ slug, title, description, body, tagList, authorId: userId });
  return (await articles.findBySlug(slug)).get({ plain: true });
}

module.exports = { list, create };
