// Layer 2 (services): the rules of the API.
const { articles } = require('@conduit/data');

class CoreError extends Error {
  constructor(status, field, message) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

async function getArticle(slug) {
  const article = await articles.bySlug(slug);
  if (!article) throw new CoreError(404, 'article', 'not found');
  const favoritesCount = await articles.favoritesCount(article.id);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function deleteArticle(slug, userId) {
  const article = await articles.bySlug(slug);
  if (!article) throw new CoreError(404, 'article', 'not found');
  if (article.authorId !== userId) throw new CoreError(403, 'article', 'forbidden');
  await articles.remove(article);
}

module.exports = { CoreError, getArticle, deleteArticle, ready: require('@conduit/data').sync };
