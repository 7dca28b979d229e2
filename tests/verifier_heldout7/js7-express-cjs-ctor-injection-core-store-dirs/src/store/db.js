const path = require('path');
const { Sequelize } = require('sequelize');

// conduit.sqlite sits at the project root (src/store -> src -> root).
const storage = path.join(__dirname, '..', '..', 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

module.exports = { sequelize };
