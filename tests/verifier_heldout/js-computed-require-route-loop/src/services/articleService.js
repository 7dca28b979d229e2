const articleRepository = require('../repositories/articleRepository');

function slugify(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

async function create(author, { title, description, body }) {
  let slug = slugify(title);
  if (await articleRepository.findBySlug(slug)) slug = `${slug}-${author.id}`;
  return articleRepository.create({ slug, title, description, body, authorId: author.id });
}

async function get(slug) {
  return articleRepository.findBySlug(slug);
}

async function list({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.listRecent(Number(limit), Number(offset));
  return { articles: rows, articlesCount: count };
}

async function remove(author, slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article || article.authorId !== author.id) return false;
  await articleRepository.remove(article);
  return true;
}

module.exports = { create, get, list, remove };
