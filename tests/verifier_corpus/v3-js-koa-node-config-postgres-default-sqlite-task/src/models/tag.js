import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';

export class Tag extends Model {}

Tag.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, modelName: 'Tag' });
