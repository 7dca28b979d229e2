import { articleRepository } from '../repositories/articleRepository.ts';
import { commentRepository } from '../repositories/commentRepository.ts';

export async function addComment(slug: string, body: string) {
  const article = await articleRepository.bySlug(slug);
  if (!article) return null;
  return commentRepository.add(article.get('id') as number, body);
}
