import { articleRepository } from '../repositories/article.repository';
import { tagRepository } from '../repositories/tag.repository';

export interface ArticleInput {
  title: string;
  description: string;
  body: string;
  tagList?: string[];
}

const slugify = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

export const articleService = {
  list(limit = 20, offset = 0) {
    return articleRepository.page(Math.min(limit, 100), offset);
  },
  get(slug: string) {
    return articleRepository.findBySlug(slug);
  },
  async create(authorId: number, input: ArticleInput) {
    const tags = await tagRepository.upsertMany(input.tagList ?? []);
    const article = await articleRepository.create(
      { slug: slugify(input.title), title: input.title, description: input.description, body: input.body, authorId },
      tags,
    );
    return articleRepository.findBySlug(article.slug);
  },
};
