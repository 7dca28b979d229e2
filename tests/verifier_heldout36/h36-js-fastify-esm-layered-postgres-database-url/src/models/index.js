import { Sequelize, DataTypes } from 'sequelize';
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
export const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
