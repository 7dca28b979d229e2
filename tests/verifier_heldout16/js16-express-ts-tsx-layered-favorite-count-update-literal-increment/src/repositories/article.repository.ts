import { Article } from '../models/article.js';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug } }),
  reload: (article: Article) => article.reload(),
};
