const articles = require('../repositories/articleRepository');
const { presentArticle } = require('../routes/presenters/article');

class NotFound extends Error {}

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

async function list(query, viewerId) {
  const { rows, count } = await articles.findPage({
    tag: query.tag,
    limit: Math.min(Number(query.limit) || 20, 100),
    offset: Number(query.offset) || 0,
  });
  return { articles: rows.map((a) => presentArticle(a, viewerId)), articlesCount: count };
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFound('article not found');
  return { article: presentArticle(article, viewerId) };
}

async function create(input, authorId) {
  const created = await articles.create({ ...input, tagList: input.tagList || [], slug: slugify(input.title), authorId });
  return get(created.slug, authorId);
}

async function favorite(slug, userId, on) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFound('article not found');
  if (on) await articles.favorite(article.id, userId);
  else await articles.unfavorite(article.id, userId);
  return get(slug, userId);
}

module.exports = { list, get, create, favorite, NotFound };
