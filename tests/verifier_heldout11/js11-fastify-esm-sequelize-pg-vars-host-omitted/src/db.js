import { Sequelize, DataTypes } from 'sequelize';

// credentials come from the standard libpq variables; pg picks PGHOST up by itself
export const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  dialect: 'postgres',
  port: Number(process.env.PGPORT ?? 5432),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
export const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { timestamps: false });
