import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
export const Article = sequelize.define('article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
export const Favorite = sequelize.define('favorite', { articleId: DataTypes.INTEGER, userId: DataTypes.INTEGER });
