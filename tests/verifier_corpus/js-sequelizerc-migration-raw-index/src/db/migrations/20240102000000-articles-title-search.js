'use strict';

module.exports = {
  async up(queryInterface) {
    // case-insensitive title search; addIndex cannot express COLLATE NOCASE
    await queryInterface.sequelize.query('CREATE INDEX articles_title_nocase ON "Articles" (title COLLATE NOCASE)');
  },
  async down(queryInterface) {
    await queryInterface.sequelize.query('DROP INDEX articles_title_nocase');
  },
};
