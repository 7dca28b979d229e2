import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(root, 'conduit.sqlite'),
  logging: false,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { tableName: 'tags', timestamps: false });

export const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', timestamps: false });

Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: ArticleTag, as: 'articles', foreignKey: 'tagId', otherKey: 'articleId' });
