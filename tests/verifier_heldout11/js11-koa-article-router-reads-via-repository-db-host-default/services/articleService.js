const articleRepository = require('../repositories/articleRepository');
exports.create = async (authorId, { title, description, body }) => {
  if (!title) { const e = new Error("title can't be blank"); e.status = 422; throw e; }
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  return articleRepository.create({ slug, title, description, body, authorId });
};
