const articles = require('../repositories/article-repository');
const favorites = require('../repositories/favorite-repository');
const AppError = require('./app-error');

async function view(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? await favorites.exists(article.id, viewerId) : false,
    favoritesCount: await favorites.count(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function mustFind(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new AppError(404, 'article', 'not found');
  return article;
}

exports.get = async (slug, viewerId) => view(await mustFind(slug), viewerId);

exports.favorite = async (slug, userId) => {
  const article = await mustFind(slug);
  await favorites.add(article.id, userId);
  return view(article, userId);
};

exports.unfavorite = async (slug, userId) => {
  const article = await mustFind(slug);
  await favorites.remove(article.id, userId);
  return view(article, userId);
};

exports.remove = async (slug, userId) => {
  const article = await mustFind(slug);
  if (article.authorId !== userId) throw new AppError(403, 'article', 'only the author can delete it');
  await articles.destroy(article);
};
