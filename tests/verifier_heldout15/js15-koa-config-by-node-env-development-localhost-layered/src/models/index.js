const { Sequelize, DataTypes } = require('sequelize');
const env = process.env.NODE_ENV || 'development';
const config = require('../../config/database')[env];

const sequelize = config.use_env_variable
  ? new Sequelize(process.env[config.use_env_variable], { ...config, logging: false })
  : new Sequelize(config.database, config.username, config.password, { ...config, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

module.exports = { sequelize, Sequelize, User };
