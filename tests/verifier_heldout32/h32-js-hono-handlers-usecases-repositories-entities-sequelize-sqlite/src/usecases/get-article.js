import { articleRepository } from '../repositories/article-repository.js';

export async function getArticle(slug) {
  const a = await articleRepository.bySlug(slug);
  if (!a) return null;
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body,
    tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: false, favoritesCount: 0,
  };
}
