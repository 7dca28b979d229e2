import { Article, Tag, User } from '../models/index.js';

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include }),
  page: (limit: number, offset: number) =>
    Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset, distinct: true }),
  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }, tags: Tag[]) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return Article.findByPk(article.id, { include });
  },
};
