const slugify = require('slugify');
const articles = require('../repositories/articleRepository');
const { HttpError } = require('../lib/httpError');

async function createArticle(authorId, input) {
  const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
  return articles.create({ ...input, slug, authorId }, input.tagList);
}

async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, 'article not found');
  return article;
}

async function deleteArticle(userId, slug) {
  const article = await getArticle(slug);
  if (article.authorId !== userId) throw new HttpError(403, 'forbidden');
  await articles.remove(article);
}

module.exports = { createArticle, getArticle, deleteArticle, listArticles: articles.list };
