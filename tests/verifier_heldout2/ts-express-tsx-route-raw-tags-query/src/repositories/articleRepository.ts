import { Article, Tag } from '../models/Article';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [Tag] }),
  create: (data: { slug: string; title: string }) => Article.create(data),
};
