const articleRepository = require('../repositories/articleRepository');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

async function createArticle({ title, description, body, tagList = [] }) {
  if (!title || !description || !body) {
    const err = new Error('title, description and body are required');
    err.status = 422;
    throw err;
  }
  return articleRepository.create({ slug: slugify(title), title, description, body }, tagList);
}

async function getArticle(slug) {
  return articleRepository.findBySlug(slug);
}

module.exports = { createArticle, getArticle };
