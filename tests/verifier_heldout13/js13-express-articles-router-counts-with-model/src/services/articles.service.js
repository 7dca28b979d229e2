const repo = require('../repositories/articles.repository');

const slugify = (t) => t.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-') + '-' + Math.random().toString(36).slice(2, 7);

async function toDto(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList || [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await repo.isFavorited(article.id, userId),
    favoritesCount: await repo.countFavorites(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function create(userId, input) {
  const created = await repo.create({ ...input, slug: slugify(input.title), authorId: userId });
  return toDto(await repo.findBySlug(created.slug), userId);
}

async function get(slug, userId) {
  const article = await repo.findBySlug(slug);
  if (!article) return null;
  return toDto(article, userId);
}

async function favorite(slug, userId) {
  const article = await repo.findBySlug(slug);
  if (!article) return null;
  await repo.favorite(article.id, userId);
  return toDto(article, userId);
}

module.exports = { create, get, favorite, toDto };
