import { Sequelize, DataTypes } from 'sequelize';
// relative to where the server is started
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
export const Profile = sequelize.define('Profile', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
