const articleRepository = require('../repositories/article.repository');

async function list(filters) {
  const { rows, count } = await articleRepository.findAndCount(filters);
  return { articles: rows.map(toDto), articlesCount: count };
}

async function getBySlug(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) { const e = new Error('article not found'); e.status = 404; throw e; }
  return toDto(article);
}

function toDto(a) {
  return { slug: a.slug, title: a.title, description: a.description, body: a.body,
    tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt };
}
module.exports = { list, getBySlug };
