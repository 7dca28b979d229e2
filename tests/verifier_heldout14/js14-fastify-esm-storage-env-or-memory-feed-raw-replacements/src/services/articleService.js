import * as articles from '../repositories/articleRepository.js';

const fromRow = (r) => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  body: r.body,
  tagList: [],
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: r.username ?? r.author?.username, bio: r.bio ?? r.author?.bio ?? null, image: r.image ?? r.author?.image ?? null, following: Boolean(r.username) },
});

export async function list({ limit = 20, offset = 0 }) {
  const { rows, count } = await articles.listRecent(Number(limit), Number(offset));
  return { articles: rows.map(fromRow), articlesCount: count };
}

export async function feed(userId, { limit = 20, offset = 0 }) {
  const { rows, count } = await articles.feedFor(userId, Number(limit), Number(offset));
  return { articles: rows.map(fromRow), articlesCount: count };
}
