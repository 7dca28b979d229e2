import { Article } from '../models/article';
import { Tag } from '../models/tag';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] }),
  page: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: Tag, as: 'tags' }], limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }, tags: Tag[]) {
    const article = await Article.create(data);
    await (article as any).setTags(tags);
    return articleRepository.findBySlug(article.slug);
  },
};
