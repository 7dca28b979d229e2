const { withTransaction } = require('../db/unit-of-work');
const articles = require('../repositories/article-repository');
const favorites = require('../repositories/favorite-repository');

function notFound() {
  return Object.assign(new Error('article not found'), { status: 404 });
}

function view(article, favorited) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount: article.favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

exports.favorite = (userId, slug) =>
  withTransaction(async (t) => {
    const article = await articles.findBySlug(slug, t);
    if (!article) throw notFound();
    if (await favorites.add(userId, article.id, t)) await articles.bumpFavorites(article, 1, t);
    return view(await articles.findBySlug(slug, t), true);
  });

exports.unfavorite = (userId, slug) =>
  withTransaction(async (t) => {
    const article = await articles.findBySlug(slug, t);
    if (!article) throw notFound();
    if (await favorites.remove(userId, article.id, t)) await articles.bumpFavorites(article, -1, t);
    return view(await articles.findBySlug(slug, t), false);
  });
