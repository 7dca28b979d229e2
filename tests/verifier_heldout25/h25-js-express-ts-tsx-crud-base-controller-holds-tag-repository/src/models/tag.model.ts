import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../config/database';

export class Tag extends Model {
  declare id: number;
  declare name: string;
}

Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, tableName: 'tags' });
