import type { Transaction } from 'sequelize';
import { Article, ArticleTag } from '../models/article';
import { User } from '../models/user';

const include = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: ArticleTag, as: 'tags', attributes: ['name'] },
];

export const articleRepository = {
  bySlug(slug: string, transaction?: Transaction) {
    return Article.findOne({ where: { slug }, include, transaction });
  },
  insert(data: { slug: string; title: string; description: string; body: string; authorId: number }, transaction?: Transaction) {
    return Article.create(data, { transaction });
  },
  async replaceTags(articleId: number, names: string[], transaction?: Transaction) {
    await ArticleTag.destroy({ where: { articleId }, transaction });
    await ArticleTag.bulkCreate(names.map((name) => ({ articleId, name })), { transaction });
  },
  update(article: Article, changes: Partial<Pick<Article, 'slug' | 'title' | 'description' | 'body'>>, transaction?: Transaction) {
    return article.update(changes, { transaction });
  },
  remove(article: Article, transaction?: Transaction) {
    return article.destroy({ transaction });
  },
};
