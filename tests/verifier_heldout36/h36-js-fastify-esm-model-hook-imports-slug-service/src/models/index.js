import { Sequelize, DataTypes } from 'sequelize';
import { fileURLToPath } from 'node:url';
import { slugify } from '../services/slug.service.js';
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: fileURLToPath(new URL('../../conduit.sqlite', import.meta.url)), logging: false });
export const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT }, {
  hooks: { beforeValidate: (article) => { if (article.title) article.slug = slugify(article.title); } },
});
