import { Article } from './article.model';

export const articlesRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug } }),
  create: (data: Partial<Article>) => Article.create(data),
};
