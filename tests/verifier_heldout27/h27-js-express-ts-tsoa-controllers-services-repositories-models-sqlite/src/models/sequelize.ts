import path from 'path';
import { Sequelize } from 'sequelize';

// src/models (or dist/models once compiled) -> ../../data = <project>/data
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});
