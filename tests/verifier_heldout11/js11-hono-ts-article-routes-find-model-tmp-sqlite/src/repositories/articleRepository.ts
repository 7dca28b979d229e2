import { Article } from '../models/article';
export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug } }),
  update: (slug: string, data: Partial<{ title: string; description: string; body: string }>) => Article.update(data, { where: { slug } }),
  remove: (slug: string) => Article.destroy({ where: { slug } }),
};
