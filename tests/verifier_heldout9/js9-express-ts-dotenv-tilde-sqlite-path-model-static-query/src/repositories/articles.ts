import { Article } from '../models/article';
import { Tag } from '../models/tag';

export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [Tag] }),
};
