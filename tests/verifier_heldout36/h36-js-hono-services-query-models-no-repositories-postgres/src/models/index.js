import { Sequelize, DataTypes } from 'sequelize';
export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
export const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING });
export const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER });
