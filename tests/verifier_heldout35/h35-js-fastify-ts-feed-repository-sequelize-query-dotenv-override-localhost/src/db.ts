import dotenv from 'dotenv';
import { Sequelize, DataTypes } from 'sequelize';

dotenv.config({ override: true });

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });
export const Article = sequelize.define('Article', {
  slug: DataTypes.STRING, title: DataTypes.STRING, authorId: DataTypes.INTEGER,
});
export const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
