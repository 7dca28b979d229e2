const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize({ ...config.connection, database: config.appDatabase });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

// Creates the per-environment database through a connection to the server's default one.
async function ensureDatabase() {
  const admin = new Sequelize({ ...config.connection, database: config.serverDatabase });
  try {
    await admin.getQueryInterface().createDatabase(config.appDatabase).catch((err) => {
      if (!/already exists/.test(err.message)) throw err;
    });
  } finally {
    await admin.close();
  }
}

module.exports = { sequelize, User, ensureDatabase };
