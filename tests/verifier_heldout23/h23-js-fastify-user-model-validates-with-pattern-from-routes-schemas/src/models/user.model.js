const { DataTypes } = require('sequelize');
const { USERNAME_PATTERN } = require('../routes/schemas/user.schema');

const usernameRule = new RegExp(USERNAME_PATTERN);

module.exports = (sequelize) => sequelize.define('user', {
  username: {
    type: DataTypes.STRING(64),
    allowNull: false,
    unique: true,
    validate: { is: usernameRule },
  },
  email: { type: DataTypes.STRING(255), allowNull: false, unique: true, validate: { isEmail: true } },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
});
