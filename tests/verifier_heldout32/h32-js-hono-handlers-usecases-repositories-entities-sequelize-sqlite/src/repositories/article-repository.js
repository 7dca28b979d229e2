import { Article } from '../entities/article.js';
import { Tag } from '../entities/tag.js';

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, through: { attributes: [] } }] }),
  async remove(slug) {
    return Article.destroy({ where: { slug } });
  },
};
