import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../database';

export interface ITagRepository {
  names(): Promise<string[]>;
}

export class Tag extends Model {
  declare id: number;
  declare name: string;
}

Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
