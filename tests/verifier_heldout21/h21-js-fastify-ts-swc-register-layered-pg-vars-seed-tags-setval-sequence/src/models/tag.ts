import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/sequelize';

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, tableName: 'tags', timestamps: false });
