import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';
import { Tag } from './Tag.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

export const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', timestamps: false });

Article.belongsToMany(Tag, { through: ArticleTag, foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId', otherKey: 'articleId' });
