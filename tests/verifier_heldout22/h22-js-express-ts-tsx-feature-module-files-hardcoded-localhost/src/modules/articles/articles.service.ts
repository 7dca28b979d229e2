import { articlesRepository } from './articles.repository';

export async function getArticle(slug: string) {
  const article = await articlesRepository.findBySlug(slug);
  if (!article) throw Object.assign(new Error('Article not found'), { status: 404 });
  return article;
}
