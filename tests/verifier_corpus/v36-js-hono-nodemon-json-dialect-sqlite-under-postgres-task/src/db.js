import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = process.env.DB_DIALECT === 'sqlite'
  ? new Sequelize({ dialect: 'sqlite', storage: process.env.DB_STORAGE || 'data/dev.sqlite', logging: false })
  : new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });
