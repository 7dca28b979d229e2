const slugify = require('slugify');
const articles = require('../repositories/articleRepository');

async function list(query) {
  const limit = Number(query.limit || 20);
  const offset = Number(query.offset || 0);
  const { rows, count } = await articles.list({ limit, offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}

async function create(authorId, input) {
  const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
  const article = await articles.create({ ...input, slug, authorId });
  return articles.findBySlug(article.slug);
}

async function tags() {
  return (await articles.allTags()).map((t) => t.name);
}

module.exports = { list, create, tags };
