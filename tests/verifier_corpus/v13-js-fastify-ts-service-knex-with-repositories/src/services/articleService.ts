import { db } from '../db.js';
import { articleRepository } from '../repositories/articleRepository.js';
import type { ArticleRow, ArticleView } from '../models/article.js';

async function favoriteInfo(article: ArticleRow, userId?: number) {
  const [{ count }] = await db('favorites').where({ article_id: article.id }).count<{ count: string }[]>({ count: '*' });
  const favorited = userId
    ? Boolean(await db('favorites').where({ article_id: article.id, user_id: userId }).first())
    : false;
  return { favoritesCount: Number(count), favorited };
}

function toView(article: ArticleRow, fav: { favoritesCount: number; favorited: boolean }): ArticleView {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    ...fav,
    createdAt: article.created_at.toISOString(),
    updatedAt: article.updated_at.toISOString(),
  };
}

export async function getArticle(slug: string, userId?: number): Promise<ArticleView | null> {
  const article = await articleRepository.findBySlug(slug);
  if (!article) return null;
  return toView(article, await favoriteInfo(article, userId));
}

export async function createArticle(input: { title: string; description: string; body: string }): Promise<ArticleView> {
  const slug = input.title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');
  const article = await articleRepository.insert({ ...input, slug });
  return toView(article, { favoritesCount: 0, favorited: false });
}
