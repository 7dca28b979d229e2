import { Article } from '../models/article.model';
import { Tag } from '../models/tag.model';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] }),
  page: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: Tag, as: 'tags' }], order: [['createdAt', 'DESC']], limit, offset, distinct: true }),
  async create(fields: { slug: string; title: string; description: string; body: string; authorId: number }, tags: Tag[]) {
    const article = await Article.create(fields);
    await (article as any).setTags(tags);
    return article;
  },
};
