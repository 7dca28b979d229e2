import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db.js';

export class Tag extends Model { declare name: string; }
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
