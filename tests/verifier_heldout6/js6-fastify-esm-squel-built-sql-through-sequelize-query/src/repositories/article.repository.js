import squel from 'squel';
import { QueryTypes } from 'sequelize';
import { sequelize, Article } from '../models/index.js';

const base = () =>
  squel.select()
    .from('articles', 'a')
    .join('users', 'u', 'u.id = a.authorId')
    .field('a.*')
    .field('u.username', 'authorUsername')
    .field('u.bio', 'authorBio')
    .field('u.image', 'authorImage');

function applyFilters(q, { tag, author }) {
  if (tag) q.where('a.id IN ?', squel.select().field('articleId').from('article_tags').where('tag = ?', tag));
  if (author) q.where('u.username = ?', author);
  return q;
}

export const articleRepository = {
  async list(filters, limit, offset) {
    const { text, values } = applyFilters(base(), filters).order('a.createdAt', false).limit(limit).offset(offset).toParam();
    return sequelize.query(text, { replacements: values, type: QueryTypes.SELECT });
  },

  async count(filters) {
    const q = applyFilters(squel.select().from('articles', 'a').join('users', 'u', 'u.id = a.authorId').field('COUNT(*)', 'n'), filters);
    const { text, values } = q.toParam();
    const [row] = await sequelize.query(text, { replacements: values, type: QueryTypes.SELECT });
    return row.n;
  },

  async tagsOf(articleId) {
    const { text, values } = squel.select().field('tag').from('article_tags').where('articleId = ?', articleId).toParam();
    return (await sequelize.query(text, { replacements: values, type: QueryTypes.SELECT })).map((r) => r.tag);
  },

  bySlug: (slug) => Article.findOne({ where: { slug } }),

  async create(values, tags) {
    const article = await Article.create(values);
    if (tags.length) {
      const { text, values: v } = squel.insert().into('article_tags').setFieldsRows(tags.map((tag) => ({ articleId: article.id, tag }))).toParam();
      await sequelize.query(text, { replacements: v, type: QueryTypes.INSERT });
    }
    return article;
  },
};
