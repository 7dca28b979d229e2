const articleRepository = require('../repositories/articleRepository');

async function feed(userId, { limit = 20, offset = 0 } = {}) {
  const rows = await articleRepository.feed(userId, Number(limit), Number(offset));
  const articles = rows.map((r) => ({
    slug: r.slug, title: r.title, description: r.description, body: r.body,
    createdAt: r.created_at, updatedAt: r.updated_at,
    author: { username: r.username, bio: r.bio, image: r.image, following: true },
  }));
  return { articles, articlesCount: articles.length };
}

module.exports = { feed };
