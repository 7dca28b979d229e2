import { mkdirSync } from 'node:fs';
import { Sequelize, DataTypes } from 'sequelize';

mkdirSync('/app/data', { recursive: true });
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: '/app/data/conduit.sqlite', logging: false });
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT,
});
