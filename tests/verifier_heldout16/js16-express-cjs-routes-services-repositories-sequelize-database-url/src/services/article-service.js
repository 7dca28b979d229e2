const articles = require('../repositories/article-repository');
const users = require('../repositories/user-repository');
const { notFound, forbidden, unprocessable } = require('../errors');

const slugify = (title) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function list(query) {
  const author = query.author ? await users.findByUsername(query.author) : null;
  if (query.author && !author) return { articles: [], articlesCount: 0 };
  const { rows, count } = await articles.list({
    tag: query.tag, authorId: author && author.id,
    limit: Number(query.limit) || 20, offset: Number(query.offset) || 0,
  });
  return { articles: rows, articlesCount: count };
}

async function create(userId, input) {
  if (!input || !input.title || !input.description || !input.body) throw unprocessable(['missing fields']);
  return articles.create({ ...input, slug: slugify(input.title), authorId: userId });
}

async function remove(userId, slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw notFound('article');
  if (article.authorId !== userId) throw forbidden();
  await articles.remove(article);
}

module.exports = { list, create, remove };
