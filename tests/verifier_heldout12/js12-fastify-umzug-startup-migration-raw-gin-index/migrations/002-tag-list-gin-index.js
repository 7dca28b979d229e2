module.exports = {
  // addIndex cannot express "USING GIN" on an array column in every version, so the DDL is spelled out.
  async up({ context: queryInterface }) {
    await queryInterface.sequelize.query(
      'CREATE INDEX IF NOT EXISTS articles_tag_list_gin ON articles USING GIN (tag_list)',
    );
  },
  async down({ context: queryInterface }) {
    await queryInterface.sequelize.query('DROP INDEX IF EXISTS articles_tag_list_gin');
  },
};
