import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL!, { dialect: 'postgres', logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'User' },
);

export class Follow extends Model {
  declare followerId: number;
  declare followingId: number;
}
Follow.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followingId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, modelName: 'Follow', timestamps: false },
);
