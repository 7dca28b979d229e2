const comments = require('../repositories/commentRepository');
const articles = require('../repositories/articleRepository');

function notFound(what) { const e = new Error(`${what} not found`); e.statusCode = 404; return e; }

module.exports = {
  async list(slug) {
    const article = await articles.findBySlug(slug);
    if (!article) throw notFound('article');
    return comments.listForArticle(article.id);
  },
  async add(slug, userId, body) {
    const article = await articles.findBySlug(slug);
    if (!article) throw notFound('article');
    return comments.create({ body, articleId: article.id, authorId: userId });
  },
  async remove(id, userId) {
    const c = await comments.findById(id);
    if (!c) throw notFound('comment');
    if (c.authorId !== userId) { const e = new Error('forbidden'); e.statusCode = 403; throw e; }
    await comments.destroy(c);
  },
};
