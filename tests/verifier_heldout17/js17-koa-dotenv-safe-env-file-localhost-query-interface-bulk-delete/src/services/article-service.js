const articles = require('../repositories/article-repository');

exports.remove = async (slug, userId) => {
  const article = await articles.findBySlug(slug);
  if (!article) { const e = new Error('not found'); e.status = 404; throw e; }
  if (article.authorId !== userId) { const e = new Error('forbidden'); e.status = 403; throw e; }
  await articles.destroyWithDependents(article);
};
