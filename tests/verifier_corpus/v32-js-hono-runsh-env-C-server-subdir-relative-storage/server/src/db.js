import fs from 'node:fs';
import { DataTypes, Sequelize } from 'sequelize';

fs.mkdirSync('data', { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'data/conduit.sqlite',
  logging: false,
});

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
