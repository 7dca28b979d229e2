import { articleRepository } from '../repositories/articleRepository';

export async function getArticle(slug: string) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw Object.assign(new Error('not found'), { status: 404 });
  return article;
}

export async function createArticle(title: string) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return articleRepository.create({ slug, title });
}
