import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const storage = fileURLToPath(new URL('../conduit.db', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false, retry: { max: 5 } });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});
