import { articleRepository } from '../repositories/articleRepository';

export function getArticle(slug: string) {
  const row = articleRepository.bySlug(slug);
  if (!row) return null;
  return { slug: row.slug, title: row.title, description: row.description, body: row.body };
}
