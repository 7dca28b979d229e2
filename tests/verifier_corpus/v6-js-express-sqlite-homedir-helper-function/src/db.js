const fs = require('fs');
const os = require('os');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

function dataFile() {
  const dir = path.join(os.homedir(), '.conduit');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, 'db.sqlite');
}

const sequelize = new Sequelize({ dialect: 'sqlite', storage: dataFile(), logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
});

module.exports = { sequelize, Article };
