import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packageDirectorySync } from 'pkg-dir';
import { Sequelize, DataTypes } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = packageDirectorySync({ cwd: here });
const dataDir = path.join(root, '.data');
mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
export const ArticleTag = sequelize.define('ArticleTag', {
  name: { type: DataTypes.STRING, allowNull: false },
}, { timestamps: false });
Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });
