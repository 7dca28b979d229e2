import 'reflect-metadata';
import { Sequelize } from 'sequelize-typescript';
import { User } from './entities/User';
import { Comment } from './entities/Comment';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.sqlite',
  logging: false,
  models: [User, Comment],
});
