const { articles } = require('../data-access');

class NotFound extends Error {}

async function view(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavorited(article, userId),
    favoritesCount: await articles.favoritesCount(article),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function load(slug) {
  const article = await articles.bySlug(slug);
  if (!article) throw new NotFound(slug);
  return article;
}

module.exports = {
  NotFound,
  async create(userId, { title, description, body }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articles.insert({ slug, title, description, body, authorId: userId });
    return view(await load(slug), userId);
  },
  async get(slug, userId) {
    return view(await load(slug), userId);
  },
  async favorite(slug, userId, on) {
    const article = await load(slug);
    await (on ? articles.favorite(article, userId) : articles.unfavorite(article, userId));
    return view(article, userId);
  },
};
