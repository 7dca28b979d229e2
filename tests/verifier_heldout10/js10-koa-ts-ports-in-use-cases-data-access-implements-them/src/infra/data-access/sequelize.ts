import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_FILE ?? 'var/conduit.db',
  logging: false,
});

export class TagRow extends Model {
  declare id: number;
  declare name: string;
}

TagRow.init(
  { name: { type: DataTypes.STRING, allowNull: false, unique: true } },
  { sequelize, tableName: 'tags', timestamps: false },
);
