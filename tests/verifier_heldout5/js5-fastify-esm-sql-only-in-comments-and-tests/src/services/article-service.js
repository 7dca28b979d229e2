import * as articles from '../repositories/article-repository.js';

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio ?? null, image: a.author.image ?? null, following: true },
});

export async function feed(userId, limit = 20, offset = 0) {
  const { rows, count } = await articles.feedFor(userId, { limit, offset });
  return { articles: rows.map(present), articlesCount: count };
}

export async function create(input, authorId) {
  const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now().toString(36);
  await articles.insert({ ...input, slug, authorId });
  return present(await articles.bySlug(slug));
}
