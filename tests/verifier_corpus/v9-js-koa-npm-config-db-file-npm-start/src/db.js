const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

// npm exports package.json "config" to the scripts it runs as npm_package_config_*.
const storage = process.env.npm_package_config_db_file || ':memory:';
if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

module.exports = sequelize;
