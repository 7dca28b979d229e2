const { Model, DataTypes } = require('sequelize');

class User extends Model {
  static initModel(sequelize) {
    return User.init({
      username: { type: DataTypes.STRING, allowNull: false, unique: true },
      email: { type: DataTypes.STRING, allowNull: false, unique: true },
      hash: { type: DataTypes.STRING, allowNull: false },
      bio: { type: DataTypes.TEXT, allowNull: true },
      image: { type: DataTypes.STRING, allowNull: true },
    }, { sequelize, tableName: 'users' });
  }
}

module.exports = User;
