const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

const storage = process.env.SQLITE_STORAGE ?? './data/conduit.sqlite';
fs.mkdirSync(path.dirname(path.resolve(storage)), { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
