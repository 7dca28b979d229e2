import { Article } from '../models/article.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  async update(id, changes) {
    await Article.update(changes, { where: { id } });
    return Article.findByPk(id);
  },
  create: (data) => Article.create(data),
};
