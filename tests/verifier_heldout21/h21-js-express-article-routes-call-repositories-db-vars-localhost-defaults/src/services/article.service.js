const articleRepository = require('../repositories/article.repository');

async function create(authorId, { title, description, body, tagList = [] }) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
  const created = await articleRepository.create({ slug, title, description, body, tagList, authorId });
  return articleRepository.findBySlug(created.slug);
}

async function update(slug, userId, changes) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) return null;
  if (article.authorId !== userId) throw Object.assign(new Error('forbidden'), { status: 403 });
  await articleRepository.update(article, changes);
  return articleRepository.findBySlug(article.slug);
}

module.exports = { create, update };
