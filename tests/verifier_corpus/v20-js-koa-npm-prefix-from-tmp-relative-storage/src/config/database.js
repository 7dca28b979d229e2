// Connection settings for Sequelize. The file name is relative on purpose:
// the app is always started from its package directory.
module.exports = {
  dialect: 'sqlite',
  storage: './conduit.sqlite',
  logging: process.env.SQL_LOG === '1' ? console.log : false,
};
