import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const storage = fileURLToPath(new URL('../var/conduit.sqlite', import.meta.url));
mkdirSync(dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

export const ArticleTag = sequelize.define('ArticleTag', {
  tag: { type: DataTypes.STRING, allowNull: false },
}, { timestamps: false });

export const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });

Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' });

export async function initDatabase() {
  await sequelize.query('PRAGMA foreign_keys = ON');
  await sequelize.sync();
}
