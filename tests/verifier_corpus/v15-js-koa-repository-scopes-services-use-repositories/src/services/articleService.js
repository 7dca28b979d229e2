const articles = require('../repositories/articleRepository');
const { HttpError } = require('./userService');

function slugify(title) {
  return title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

async function uniqueSlug(title) {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; await articles.slugTaken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function createArticle(authorId, { title, description, body } = {}) {
  if (!title || !description || !body) throw new HttpError(422, { body: ['title, description and body are required'] });
  return articles.create({ slug: await uniqueSlug(title), title, description, body, authorId });
}

async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, { article: ['not found'] });
  return article;
}

async function deleteArticle(userId, slug) {
  const article = await getArticle(slug);
  if (article.authorId !== userId) throw new HttpError(403, { article: ['forbidden'] });
  await articles.remove(article);
}

module.exports = { createArticle, getArticle, deleteArticle };
