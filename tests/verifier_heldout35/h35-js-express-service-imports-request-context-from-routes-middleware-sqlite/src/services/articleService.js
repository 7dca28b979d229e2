const articleRepository = require('../repositories/articleRepository');
const { currentUserId } = require('../routes/middleware/context');

class HttpError extends Error { constructor(status, msg) { super(msg); this.status = status; } }

async function createArticle({ title, description, body }) {
  const authorId = currentUserId();
  if (!authorId) throw new HttpError(401, 'unauthorized');
  const slug = title.toLowerCase().split(/\s+/).join('-');
  return articleRepository.create({ slug, title, description, body, authorId });
}

async function deleteArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new HttpError(404, 'article not found');
  if (article.authorId !== currentUserId()) throw new HttpError(403, 'forbidden');
  await articleRepository.remove(article);
}

module.exports = { createArticle, deleteArticle, HttpError };
