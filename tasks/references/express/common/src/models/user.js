const { DataTypes, Model } = require('sequelize');

class User extends Model {}

function initUser(sequelize) {
  User.init(
    {
      username: { type: DataTypes.STRING, allowNull: false, unique: true },
      email: { type: DataTypes.STRING, allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING, allowNull: false },
      bio: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      image: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    },
    // "user" is a reserved word in some databases, hence the plural table name.
    { sequelize, modelName: 'User', tableName: 'users', underscored: true },
  );
}

module.exports = { User, initUser };
