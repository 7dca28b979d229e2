const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
module.exports = { sequelize, User };
