const articleRepository = require('../repositories/articleRepository');

exports.feed = async (userId, { limit = 20, offset = 0 } = {}) => {
  const rows = await articleRepository.feedFor(userId, Number(limit), Number(offset));
  return {
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body,
      createdAt: r.createdAt, updatedAt: r.updatedAt, tagList: [], favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: r.bio, image: r.image, following: true },
    })),
    articlesCount: rows.length,
  };
};
