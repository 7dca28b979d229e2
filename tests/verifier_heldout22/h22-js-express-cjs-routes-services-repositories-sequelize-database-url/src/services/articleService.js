const slugify = require('slugify');
const articles = require('../repositories/articleRepository');

class NotFoundError extends Error {}

async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('article not found');
  return article;
}

async function createArticle(userId, input) {
  const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
  return articles.create({ ...input, slug, authorId: userId }, input.tagList);
}

async function listArticles(query) {
  return articles.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0, tag: query.tag });
}

module.exports = { getArticle, createArticle, listArticles, NotFoundError };
