const { Sequelize } = require('sequelize');

// relative to the working directory of the process
module.exports = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
