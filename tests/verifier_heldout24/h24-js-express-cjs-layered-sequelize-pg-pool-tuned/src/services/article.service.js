const slugify = require('slugify');
const articles = require('../repositories/article.repository');
const users = require('../repositories/user.repository');
const { ServiceError } = require('./user.service');

async function present(article, viewer) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavorited(article, viewer),
    favoritesCount: await articles.favoritesCount(article),
    author: {
      username: article.author.username,
      bio: article.author.bio,
      image: article.author.image,
      following: await users.isFollowing(viewer, article.author),
    },
  };
}

module.exports = {
  async list(query, viewerId) {
    const viewer = viewerId ? await users.findById(viewerId) : null;
    const { rows, count } = await articles.list({
      tag: query.tag, author: query.author, favorited: query.favorited,
      limit: Number(query.limit) || 20, offset: Number(query.offset) || 0,
    });
    return { articles: await Promise.all(rows.map((a) => present(a, viewer))), articlesCount: count };
  },
  async get(slug, viewerId) {
    const article = await articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    const viewer = viewerId ? await users.findById(viewerId) : null;
    return present(article, viewer);
  },
  async create(input, authorId) {
    if (!input || !input.title || !input.description || !input.body) throw new ServiceError(422, 'missing fields');
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const article = await articles.create({ ...input, slug, authorId }, input.tagList || []);
    return present(article, await users.findById(authorId));
  },
  async favorite(slug, userId, on) {
    const article = await articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    const user = await users.findById(userId);
    if (on) await articles.favorite(article, user); else await articles.unfavorite(article, user);
    return present(article, user);
  },
};
