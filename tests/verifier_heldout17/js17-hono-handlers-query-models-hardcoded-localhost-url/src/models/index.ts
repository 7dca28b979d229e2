import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize('postgres://postgres:postgres@localhost:5432/conduit', { logging: false });
export const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
