import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });

export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
