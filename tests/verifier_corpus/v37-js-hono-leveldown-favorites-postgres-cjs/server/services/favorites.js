const articles = require('../repositories/articles');
const favorites = require('../repositories/favorites');

class NotFound extends Error {}

async function view(article, userId) {
  const users = await favorites.usersOf(article.id);
  return {
    slug: article.slug, title: article.title, description: article.description, body: article.body,
    favorited: users.includes(userId), favoritesCount: users.length,
  };
}

async function toggle(slug, userId, on) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  await (on ? favorites.add(article.id, userId) : favorites.remove(article.id, userId));
  return view(article, userId);
}

module.exports = { NotFound, toggle };
