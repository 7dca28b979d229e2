import { DataTypes, Model } from 'sequelize';

export class User extends Model {
  static initialize(sequelize) {
    User.init(
      {
        username: { type: DataTypes.STRING, allowNull: false, unique: true },
        email: { type: DataTypes.STRING, allowNull: false, unique: true },
        passwordHash: { type: DataTypes.STRING, allowNull: false },
        bio: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        image: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
      },
      // "user" is a reserved word in some SQL dialects, hence the plural table name.
      { sequelize, modelName: 'User', tableName: 'users', underscored: true },
    );
  }
}
