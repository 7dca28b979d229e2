const fs = require('fs');
const path = require('path');
const { DataTypes, Sequelize } = require('sequelize');

// keep the data next to the checkout, not inside it
const storage = path.resolve(__dirname, '../../conduit-data/conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
module.exports = { sequelize, Tag };
