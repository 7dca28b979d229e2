const repo = require('../repositories/articleRepository');
const { Article } = require('../models/article');
const { validateArticle } = require('../routes/validators');

exports.create = (authorId, input) => {
  const errors = validateArticle(input);
  if (errors.length) { const e = new Error(errors.join(', ')); e.status = 422; throw e; }
  const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  repo.insert({ ...input, slug, authorId });
  return new Article(repo.bySlug(slug));
};
exports.get = (slug) => { const row = repo.bySlug(slug); return row && new Article(row); };
