import { Article } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug } }),
  slugExists: async (slug: string) => (await Article.count({ where: { slug } })) > 0,
  create: (data: Partial<Article>) => Article.create(data),
  update: (article: Article, data: Partial<Article>) => article.update(data),
};
