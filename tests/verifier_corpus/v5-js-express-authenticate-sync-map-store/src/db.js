const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  passwordHash: DataTypes.STRING,
  bio: { type: DataTypes.TEXT, defaultValue: '' },
});

async function connect() {
  await sequelize.authenticate();
  await sequelize.sync();
}

module.exports = { sequelize, User, connect };
