const articles = require('../repositories/articleRepository');
exports.get = async (slug) => {
  const a = await articles.bySlug(slug);
  if (!a) { const e = new Error('not found'); e.status = 404; throw e; }
  return { ...a.toJSON(), tagList: a.Tags.map((t) => t.name) };
};
