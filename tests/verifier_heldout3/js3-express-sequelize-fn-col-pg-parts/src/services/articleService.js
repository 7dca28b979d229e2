import * as store from '../data-access/articleStore.js';

const present = (a, favoritesCount) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: Number(favoritesCount ?? a.get('favoritesCount') ?? 0),
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export async function listArticles({ author, limit = 20, offset = 0 }) {
  const { rows, articlesCount } = await store.listArticlesWithCounts({ author, limit: +limit, offset: +offset });
  return { articles: rows.map((a) => present(a)), articlesCount };
}

export async function getArticle(slug) {
  const article = await store.findArticleBySlug(slug);
  if (!article) return null;
  return present(article, await store.countFavorites(article.id));
}

export async function favoriteArticle(slug, userId) {
  const article = await store.findArticleBySlug(slug);
  if (!article) return null;
  await store.favorite(article.id, userId);
  return present(article, await store.countFavorites(article.id));
}
