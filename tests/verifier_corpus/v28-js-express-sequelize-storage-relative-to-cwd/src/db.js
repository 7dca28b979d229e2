const { Sequelize } = require('sequelize');

// run.sh starts in the project directory: the file lands at its root
module.exports = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
