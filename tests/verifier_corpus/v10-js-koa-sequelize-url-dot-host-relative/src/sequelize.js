const { Sequelize } = require('sequelize');

// host "." keeps the path relative: ./data/conduit.sqlite from the working directory
const sequelize = new Sequelize('sqlite://./data/conduit.sqlite', {
  logging: false,
  define: { underscored: true },
});

module.exports = sequelize;
