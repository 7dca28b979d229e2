import { Article, User, Tag } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),

  async list({ author, limit, offset }) {
    const where = {};
    if (author) {
      const u = await User.findOne({ where: { username: author } });
      if (!u) return { rows: [], count: 0 };
      where.author_id = u.id;
    }
    return Article.findAndCountAll({ where, limit, offset, order: [['created_at', 'DESC']] });
  },

  async create(authorId, fields, tagList) {
    const article = await Article.create({ ...fields, author_id: authorId });
    const tags = [];
    for (const name of tagList) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    await article.setTags(tags);
    return article;
  },

  favorite: (article, userId) => article.addFavoritedBy(userId),
  unfavorite: (article, userId) => article.removeFavoritedBy(userId),
};
