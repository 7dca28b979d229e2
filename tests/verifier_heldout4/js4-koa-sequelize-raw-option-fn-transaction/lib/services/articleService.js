const articles = require('../repositories/articleRepository');

async function present(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavorited(article.id, userId),
    favoritesCount: article.favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

exports.tags = () => articles.distinctTagNames();

exports.list = async ({ q, limit = 20, offset = 0 }, userId) => {
  const { rows, count } = await articles.search({ q, limit: Number(limit), offset: Number(offset) });
  return { articles: await Promise.all(rows.map((a) => present(a, userId))), articlesCount: count };
};

exports.toggleFavorite = async (slug, userId, on) => {
  const article = await articles.findBySlug(slug);
  if (!article) { const e = new Error('article not found'); e.status = 404; throw e; }
  return present(await (on ? articles.favorite(article, userId) : articles.unfavorite(article, userId)), userId);
};
