'use strict';

module.exports = {
  async up(queryInterface) {
    await queryInterface.addIndex('Articles', ['title'], { name: 'articles_title' });
  },
  async down(queryInterface) {
    await queryInterface.removeIndex('Articles', 'articles_title');
  },
};
