const repo = require('../repositories/articleRepository');

const author = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: true });

async function feed(userId, limit = 20, offset = 0) {
  const { rows, count } = await repo.feedFor(userId, { limit, offset });
  return {
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: r.tagList,
      createdAt: r.createdAt, updatedAt: r.updatedAt, favorited: false, favoritesCount: 0, author: author(r),
    })),
    articlesCount: count,
  };
}

async function list(limit = 20, offset = 0) {
  const { rows, count } = await repo.list({ limit, offset });
  return {
    articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0, author: { ...author(a.author), following: false } })),
    articlesCount: count,
  };
}

module.exports = { feed, list };
