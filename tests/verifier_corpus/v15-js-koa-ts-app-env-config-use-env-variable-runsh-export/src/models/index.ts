import { DataTypes, Model, Sequelize, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import config from '../config/database';

const env = process.env.APP_ENV ?? 'development';
const { use_env_variable: urlVariable, ...options } = config[env];

export const sequelize = urlVariable
  ? new Sequelize(process.env[urlVariable] as string, options)
  : new Sequelize(options);

export class Tag extends Model<InferAttributes<Tag>, InferCreationAttributes<Tag>> {
  declare id: CreationOptional<number>;
  declare name: string;
}

Tag.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
  },
  { sequelize, tableName: 'tags', timestamps: false },
);
