import { Sequelize } from 'sequelize-typescript';
import { Article } from '../models/article.model';
import { Favorite } from '../models/favorite.model';
import { Follow } from '../models/follow.model';
import { User } from '../models/user.model';

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error('DATABASE_URL is not set');
}

export const sequelize = new Sequelize(url, {
  dialect: 'postgres',
  logging: false,
  models: [User, Article, Favorite, Follow],
});
