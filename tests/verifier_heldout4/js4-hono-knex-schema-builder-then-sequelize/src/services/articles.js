import { articles } from '../repositories/articles.js';

const shape = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: a.tags.map((t) => t.tag), createdAt: a.created_at, updatedAt: a.updated_at,
  favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export async function list(limit = 20, offset = 0) {
  const { rows, count } = await articles.recent(limit, offset);
  return { articles: rows.map(shape), articlesCount: count };
}

export async function create(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  await articles.create({ slug, title, description, body, authorId }, tagList);
  return shape(await articles.bySlug(slug));
}

export const tags = () => articles.tags();
