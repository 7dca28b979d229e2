import type { Article } from '../entities/article.ts';
import { articleRepository } from '../repositories/article-repository.ts';

const toDto = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio ?? null, image: a.author!.image ?? null, following: false },
});

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await articleRepository.page(limit, offset);
  return { articles: rows.map(toDto), articlesCount: count };
}

export async function getArticle(slug: string) {
  const a = await articleRepository.bySlug(slug);
  return a ? toDto(a) : null;
}

export async function publishArticle(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await articleRepository.add({ ...input, tagList: input.tagList ?? [], slug, authorId });
  return getArticle(slug);
}

export const listTags = () => articleRepository.allTags();
