const { DataTypes } = require('sequelize');
const sequelize = require('../db');

// Emails are unique regardless of case: "Jake@x.io" and "jake@x.io" are one
// account. The expression index enforces it in the database as well.
module.exports = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, validate: { isEmail: true } },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
}, {
  tableName: 'users',
  indexes: [
    { name: 'users_email_lower_unique', unique: true, fields: [sequelize.fn('lower', sequelize.col('email'))] },
  ],
});
