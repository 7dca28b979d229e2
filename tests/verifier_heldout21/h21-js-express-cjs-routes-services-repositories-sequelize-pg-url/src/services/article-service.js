const slugify = require('slugify');
const articleRepository = require('../repositories/article-repository');

async function createArticle(authorId, input) {
  const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
  return articleRepository.create({ ...input, slug, authorId }, input.tagList);
}

async function listArticles(query) {
  const limit = Number(query.limit) || 20;
  const offset = Number(query.offset) || 0;
  return articleRepository.list({ limit, offset });
}

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return article;
}

module.exports = { createArticle, listArticles, getArticle };
