const Ajv = require('ajv');
const repo = require('../repositories/articleRepository');
const { toArticle } = require('../models/article');
// Reuse the HTTP schema so the rules are written once.
const { createArticleBody } = require('../routes/articles/schema');

const validateCreate = new Ajv({ allErrors: true }).compile(createArticleBody.properties.article);

class ValidationError extends Error {
  constructor(messages) {
    super(messages.join(', '));
    this.statusCode = 422;
    this.messages = messages;
  }
}

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

module.exports = {
  ValidationError,
  create(authorId, input) {
    if (!validateCreate(input)) {
      throw new ValidationError(validateCreate.errors.map((e) => `${e.instancePath.slice(1) || 'article'} ${e.message}`));
    }
    return toArticle(repo.create({ ...input, slug: slugify(input.title), authorId }));
  },
  get(slug) {
    const row = repo.findBySlug(slug);
    return row ? toArticle(row) : null;
  },
  list({ limit = 20, offset = 0 }) {
    const { rows, count } = repo.list(Number(limit), Number(offset));
    return { articles: rows.map(toArticle), articlesCount: count };
  },
};
