import { Article, Tag, User } from '../models/index.js';

const include = [{ model: User, as: 'author' }, { model: Tag, through: { attributes: [] } }];

export const articleRepository = {
  findAll: ({ limit, offset }) => Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  async create(data, tagList) {
    const article = await Article.create(data);
    for (const name of tagList) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      await article.addTag(tag);
    }
    return Article.findByPk(article.id, { include });
  },
  destroy: (article) => article.destroy(),
};
