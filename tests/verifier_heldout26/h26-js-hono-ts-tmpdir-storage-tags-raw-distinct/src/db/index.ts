import os from 'node:os';
import path from 'node:path';
import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'hono-realworld.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

export const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, allowNull: false },
  tag: { type: DataTypes.STRING, allowNull: false },
}, { timestamps: false, indexes: [{ unique: true, fields: ['articleId', 'tag'] }] });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });
