import {
  addFavorite, countFavorites, findArticleBySlug, insertArticle, isFavorite, listArticles,
} from '../repositories/articles.js';
import { Failure } from './users.js';

async function view(a, viewerId) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: viewerId ? await isFavorite(a.id, viewerId) : false,
    favoritesCount: await countFavorites(a.id),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

export async function feedPage(viewerId, { limit = 20, offset = 0 }) {
  const { rows, count } = await listArticles({ limit: Number(limit), offset: Number(offset) });
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
}

export async function publish(authorId, { title, description, body }) {
  if (!title || !description || !body) throw new Failure(422, 'title, description and body are required');
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await insertArticle({ slug, title, description, body, authorId });
  return view(await findArticleBySlug(slug), authorId);
}

export async function favorite(slug, userId) {
  const article = await findArticleBySlug(slug);
  if (!article) throw new Failure(404, 'article not found');
  await addFavorite(article.id, userId);
  return view(article, userId);
}
