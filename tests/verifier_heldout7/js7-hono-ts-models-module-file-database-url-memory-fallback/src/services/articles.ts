import { HTTPException } from 'hono/http-exception';
import { articlesRepo } from '../repositories/articles.js';
import type { ArticleModel, ArticleView } from '../models.js';

function view(a: ArticleModel): ArticleView {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  };
}

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await articlesRepo.list(limit, offset);
  return { articles: rows.map(view), articlesCount: count };
}

export async function getArticle(slug: string) {
  const a = await articlesRepo.bySlug(slug);
  if (!a) throw new HTTPException(404, { message: 'article not found' });
  return view(a);
}
