import { DataTypes, Model, Sequelize } from 'sequelize';

export class Tag extends Model {
  declare id: number;
  declare name: string;
}

export function initTag(sequelize: Sequelize) {
  Tag.init({ name: { type: DataTypes.STRING(64), unique: true, allowNull: false } }, { sequelize, tableName: 'tags', timestamps: false });
  return Tag;
}
