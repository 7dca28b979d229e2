const articleRepository = require('../repositories/article-repository');

async function list({ limit = 20, offset = 0, tag, author }) {
  const { rows, count } = await articleRepository.findMany({ limit: Number(limit), offset: Number(offset), tag, author });
  return { articles: rows.map(present), articlesCount: count };
}

async function get(slug) {
  const a = await articleRepository.findBySlug(slug);
  if (!a) { const e = new Error('article not found'); e.status = 404; throw e; }
  return present(a);
}

function present(a) {
  return { slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
    createdAt: a.createdAt, updatedAt: a.updatedAt,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false } };
}

module.exports = { list, get };
