const articles = require('../repositories/articleRepository');

class NotFound extends Error {}
class Forbidden extends Error {}

async function updateArticle(slug, userId, changes, transaction) {
  const article = await articles.findBySlug(slug, transaction);
  if (!article) throw new NotFound(slug);
  if (article.authorId !== userId) throw new Forbidden(slug);
  const fields = {};
  for (const key of ['title', 'description', 'body']) if (changes[key] !== undefined) fields[key] = changes[key];
  if (fields.title) fields.slug = fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await articles.save(article, fields, transaction);
  if (Array.isArray(changes.tagList)) await articles.replaceTags(article, changes.tagList, transaction);
  return article;
}

module.exports = { NotFound, Forbidden, updateArticle };
