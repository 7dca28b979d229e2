import { fileURLToPath } from 'node:url';
import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: fileURLToPath(new URL('../../conduit.sqlite', import.meta.url)),
  logging: false,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
});

export const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });
Article.hasMany(Comment);
Comment.belongsTo(Article);
