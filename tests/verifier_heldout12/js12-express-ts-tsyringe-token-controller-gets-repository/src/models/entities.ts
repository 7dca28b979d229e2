import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.sqlite',
  logging: false,
});

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

UserModel.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class FollowModel extends Model {
  declare followerId: number;
  declare followeeId: number;
}

FollowModel.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
);
