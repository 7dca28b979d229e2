const articles = require('../repositories/articleRepository');

class ServiceError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

async function deleteArticle(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  if (article.authorId !== userId) throw new ServiceError(403, 'only the author can delete this article');
  await articles.removeWithDependents(article);
}

async function updateArticle(slug, userId, input) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  if (article.authorId !== userId) throw new ServiceError(403, 'only the author can edit this article');
  const changes = {};
  for (const key of ['title', 'description', 'body']) if (input[key] !== undefined) changes[key] = input[key];
  const saved = await articles.update(article, changes);
  return { slug: saved.slug, title: saved.title, description: saved.description, body: saved.body, createdAt: saved.createdAt, updatedAt: saved.updatedAt };
}

module.exports = { deleteArticle, updateArticle, ServiceError };
