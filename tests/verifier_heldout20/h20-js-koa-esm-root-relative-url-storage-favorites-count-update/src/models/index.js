import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

// data/ next to the sources
const storage = fileURLToPath(new URL('/data/conduit.sqlite', import.meta.url));
mkdirSync(dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});
export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });
