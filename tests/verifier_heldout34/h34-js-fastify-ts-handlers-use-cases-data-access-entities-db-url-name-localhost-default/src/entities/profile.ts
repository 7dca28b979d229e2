import { DataTypes, Model, Sequelize } from 'sequelize';

export class ProfileEntity extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}

export function initEntities(sequelize: Sequelize) {
  ProfileEntity.init({
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  }, { sequelize, tableName: 'profiles' });
}
