import type { CreateArticleBody, UpdateArticleBody } from '../routes/articles.route';
import { articleRepository } from '../repositories/article.repository';
import type { Article } from '../models/article.model';

export class NotFoundError extends Error {}

function slugify(title: string): string {
  return `${title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
}

export const articleService = {
  async create(authorId: number, input: CreateArticleBody['article']): Promise<Article> {
    return articleRepository.insert({
      slug: slugify(input.title),
      title: input.title,
      description: input.description,
      body: input.body,
      tagList: input.tagList ?? [],
      authorId,
    });
  },

  async get(slug: string): Promise<Article> {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFoundError(slug);
    return article;
  },

  async update(slug: string, input: UpdateArticleBody['article']): Promise<Article> {
    const updated = await articleRepository.updateBySlug(slug, input);
    if (!updated) throw new NotFoundError(slug);
    return updated;
  },
};
