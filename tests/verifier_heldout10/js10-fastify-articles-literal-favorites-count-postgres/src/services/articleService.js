const repo = require('../repositories/articleRepository');

class NotFound extends Error {}

function toDto(article, favorited) {
  const a = article.get({ plain: true });
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited,
    favoritesCount: Number(a.favoritesCount),
    author: { ...a.author, following: false },
  };
}

async function list(query, userId) {
  const { rows, count } = await repo.list({
    tag: query.tag,
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
  });
  const articles = await Promise.all(
    rows.map(async (r) => toDto(r, userId ? await repo.isFavorited(r.id, userId) : false)),
  );
  return { articles, articlesCount: count };
}

async function favorite(slug, userId) {
  const article = await repo.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  await repo.addFavorite(article.id, userId);
  return toDto(await repo.findBySlug(slug), true);
}

async function unfavorite(slug, userId) {
  const article = await repo.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  await repo.removeFavorite(article.id, userId);
  return toDto(await repo.findBySlug(slug), false);
}

module.exports = { list, favorite, unfavorite, NotFound };
