import path from 'node:path';
import { Sequelize } from 'sequelize';
import { defineArticle } from '../models/article.js';
import { defineTag } from '../models/tag.js';

// Tests get a throw-away in-memory database; everything else uses the project file.
const storage = process.env.NODE_ENV === 'test' ? ':memory:' : path.join(process.cwd(), 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
export const Article = defineArticle(sequelize);
export const Tag = defineTag(sequelize);
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
