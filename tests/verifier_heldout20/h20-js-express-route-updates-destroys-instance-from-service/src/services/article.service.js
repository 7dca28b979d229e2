const repo = require('../repositories/article.repository');

function notFound() {
  const err = new Error('article not found');
  err.status = 404;
  return err;
}

exports.getBySlug = async (slug) => {
  const article = await repo.findBySlug(slug);
  if (!article) throw notFound();
  return article;
};

exports.assertAuthor = (article, userId) => {
  if (article.authorId !== userId) {
    const err = new Error('only the author may change this article');
    err.status = 403;
    throw err;
  }
};

exports.slugFor = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now().toString(36);
