import { findArticle, findArticles, insertArticle, findComments, insertComment } from '../repositories/article-repository.js';
import { HttpError } from './user-service.js';

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags || []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await findArticles({ limit, offset });
  return { articles: rows.map(view), articlesCount: count };
}

export async function createArticle(authorId, input) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  return view(await insertArticle({ ...input, slug, authorId }));
}

export async function getArticle(slug) {
  const a = await findArticle(slug);
  if (!a) throw new HttpError(404, 'article not found');
  return view(a);
}

export async function addComment(slug, authorId, body) {
  const a = await findArticle(slug);
  if (!a) throw new HttpError(404, 'article not found');
  const c = await insertComment({ body, authorId, articleId: a.id });
  const [full] = (await findComments(a.id)).filter((x) => x.id === c.id);
  return { id: full.id, body: full.body, createdAt: full.createdAt, updatedAt: full.updatedAt, author: full.author };
}
