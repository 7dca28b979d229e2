import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../infra/sequelize.js';

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

UserModel.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export const userRepository = {
  byEmail: (email: string) => UserModel.findOne({ where: { email } }),
  byId: (id: number) => UserModel.findByPk(id),
  create: (values: { username: string; email: string; password: string }) => UserModel.create(values),
};
