import { Article, Tag, User } from '../models/index.js';

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  page: (limit, offset) => Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset }),
  async insert(data, tags) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return article;
  },
};
