const { Sequelize, DataTypes } = require('sequelize');

exports.createDatabase = (url) => {
  const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
  const User = sequelize.define('User', {
    username: DataTypes.STRING,
    email: DataTypes.STRING,
    password: DataTypes.STRING,
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  }, { tableName: 'users' });
  return { sequelize, User };
};
