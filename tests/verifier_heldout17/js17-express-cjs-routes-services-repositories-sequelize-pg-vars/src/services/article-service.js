const articles = require('../repositories/article-repository');
const tags = require('../repositories/tag-repository');
const { HttpError } = require('../utils/http-error');
const slugify = require('../utils/slugify');

async function create(authorId, input) {
  const article = await articles.create({ ...input, slug: slugify(input.title), authorId });
  const tagRows = await Promise.all((input.tagList || []).map(tags.findOrCreate));
  await article.setTags(tagRows);
  return articles.findBySlug(article.slug);
}

async function get(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, { article: ['not found'] });
  return article;
}

module.exports = { create, get, list: articles.list };
