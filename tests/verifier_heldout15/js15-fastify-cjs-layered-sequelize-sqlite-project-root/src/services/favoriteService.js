const articles = require('../repositories/articleRepository');

async function view(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    favorited: userId ? await articles.isFavorited(article.id, userId) : false,
    favoritesCount: await articles.countFavorites(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function favorite(slug, userId, on) {
  const article = await articles.findBySlug(slug);
  if (!article) return null;
  if (on) await articles.favorite(article.id, userId);
  else await articles.unfavorite(article.id, userId);
  return view(article, userId);
}

module.exports = { favorite };
