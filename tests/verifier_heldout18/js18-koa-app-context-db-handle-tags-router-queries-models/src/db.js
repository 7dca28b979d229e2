const path = require('path');
const { Sequelize } = require('sequelize');
// resolved against the working directory (run.sh cds into the project)
module.exports = new Sequelize({ dialect: 'sqlite', storage: path.resolve('conduit.sqlite'), logging: false });
