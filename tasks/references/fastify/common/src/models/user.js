'use strict';

const { DataTypes, Model } = require('sequelize');

class User extends Model {
  static initialize(sequelize) {
    User.init(
      {
        username: { type: DataTypes.TEXT, allowNull: false, unique: true },
        email: { type: DataTypes.TEXT, allowNull: false, unique: true },
        passwordHash: { type: DataTypes.TEXT, allowNull: false },
        bio: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        image: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      },
      {
        sequelize,
        modelName: 'User',
        tableName: 'users',
        // The hash is read only to check a password (scope 'withPassword'), never to answer a request.
        defaultScope: { attributes: { exclude: ['passwordHash'] } },
        scopes: { withPassword: {} },
      },
    );
  }
  // feature-begin: profiles

  static associate({ Follow }) {
    User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
  }
  // feature-end: profiles
}

module.exports = User;
