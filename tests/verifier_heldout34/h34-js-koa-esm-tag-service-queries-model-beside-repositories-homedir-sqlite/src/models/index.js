import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sequelize, DataTypes } from 'sequelize';

const storage = process.env.SQLITE_STORAGE || path.join(os.homedir(), '.conduit', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
});

export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });
