import { Article } from '../models/index.ts';

export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug } }),
  create: (data: { slug: string; title: string; body: string }) => Article.create(data),
};
