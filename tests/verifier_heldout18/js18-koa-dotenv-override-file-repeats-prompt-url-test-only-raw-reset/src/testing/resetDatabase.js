const { sequelize } = require('../models');
// Used by the integration tests only: wipe everything between test files.
module.exports = () => sequelize.query('TRUNCATE "Comments", "ArticleTags", "Tags", "Articles", "Users" RESTART IDENTITY CASCADE');
