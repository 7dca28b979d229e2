import { articleRepository } from '../repositories/articleRepository.js';

export async function getArticle(slug) {
  return articleRepository.bySlug(slug);
}

export async function createArticle(input) {
  const slug = input.title.toLowerCase().replace(/\s+/g, '-');
  return articleRepository.create({ slug, title: input.title, body: input.body }, input.tagList ?? []);
}
