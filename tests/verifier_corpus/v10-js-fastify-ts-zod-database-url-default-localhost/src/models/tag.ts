import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';

export class Tag extends Model {
  declare id: number;
  declare name: string;
}

Tag.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
  },
  { sequelize, tableName: 'tags', timestamps: false },
);
