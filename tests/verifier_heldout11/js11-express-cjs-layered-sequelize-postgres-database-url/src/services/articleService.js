const articles = require('../repositories/articleRepository');
const slugify = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now().toString(36);

async function list(limit = 20, offset = 0) {
  const { rows, count } = await articles.list({ limit, offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}
async function get(slug) {
  const a = await articles.findBySlug(slug);
  if (!a) { const e = new Error('article not found'); e.status = 404; throw e; }
  return a.toJSON();
}
async function create(userId, input) {
  const a = await articles.create({ ...input, slug: slugify(input.title), authorId: userId });
  return get(a.slug);
}
module.exports = { list, get, create };
