const articles = require('../repositories/articles');
const comments = require('../repositories/comments');

async function add(slug, authorId, body) {
  const article = await articles.bySlug(slug);
  if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
  const c = await comments.create({ body, articleId: article.id, authorId });
  return { id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt };
}
module.exports = { add };
