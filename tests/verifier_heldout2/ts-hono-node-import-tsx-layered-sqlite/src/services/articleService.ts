import { articleRepository } from '../repositories/articleRepository.ts';

export async function createArticle(input: { title: string; body: string }) {
  const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return articleRepository.create({ slug, ...input });
}

export async function findArticle(slug: string) {
  return articleRepository.bySlug(slug);
}
