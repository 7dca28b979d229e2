import { Sequelize } from 'sequelize-typescript';
import { User } from './models/User';
import { Article } from './models/Article';
import { Favorite } from './models/Favorite';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE ?? 'conduit.sqlite',
  models: [User, Article, Favorite],
  logging: false,
});
