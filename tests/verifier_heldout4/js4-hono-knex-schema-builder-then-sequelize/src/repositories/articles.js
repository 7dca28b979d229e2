import { Article, ArticleTag, User } from '../models/index.js';

export const articles = {
  recent: (limit, offset) => Article.findAndCountAll({
    include: [{ model: User, as: 'author' }, { model: ArticleTag, as: 'tags' }],
    order: [['created_at', 'DESC']], limit, offset, distinct: true,
  }),
  async create(data, tagList) {
    const article = await Article.create(data);
    await ArticleTag.bulkCreate(tagList.map((tag) => ({ articleId: article.id, tag })));
    return article;
  },
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }, { model: ArticleTag, as: 'tags' }] }),
  tags: async () => (await ArticleTag.findAll({ attributes: ['tag'], group: ['tag'] })).map((t) => t.tag),
};
