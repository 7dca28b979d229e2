import { articleRepository } from '../repositories/article.repository';
import { presentArticle } from '../models/presenters';

export const articleService = {
  async get(slug: string) {
    const a = await articleRepository.bySlug(slug);
    return a ? presentArticle(a) : null;
  },
  async create(authorId: number, input: { title: string; description: string; body: string; tagList: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.insert({ ...input, slug, authorId });
    return presentArticle((await articleRepository.bySlug(slug))!);
  },
};
