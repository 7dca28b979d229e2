import { Article } from '../models/db';
export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug } }),
  update: (a: Article, data: Partial<Article>) => a.update(data),
  remove: (a: Article) => a.destroy(),
};
