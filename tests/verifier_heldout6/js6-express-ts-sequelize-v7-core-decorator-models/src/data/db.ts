import { Sequelize } from '@sequelize/core';
import { SqliteDialect } from '@sequelize/sqlite3';
import { Follow, User } from '../entities/user.js';
import { Article, Favorite } from '../entities/article.js';

export const sequelize = new Sequelize({
  dialect: SqliteDialect,
  storage: 'data/conduit.sqlite',
  models: [User, Follow, Article, Favorite],
  logging: false,
});
