import { DataTypes } from 'sequelize';

export function defineTag(sequelize) {
  return sequelize.define('Tag', {
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
  }, { timestamps: false });
}
