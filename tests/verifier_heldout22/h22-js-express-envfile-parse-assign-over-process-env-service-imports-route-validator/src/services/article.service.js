const repo = require('../repositories/article.repository');
const { validateArticleInput } = require('../routes/validators/article.validator');

exports.create = async (authorId, input) => {
  const errors = validateArticleInput(input);
  if (errors.length) {
    const err = new Error('validation');
    err.status = 422;
    err.body = errors;
    throw err;
  }
  const slug = input.title.toLowerCase().replace(/\W+/g, '-');
  return repo.insert({ ...input, slug, authorId, tagList: input.tagList || [] });
};
