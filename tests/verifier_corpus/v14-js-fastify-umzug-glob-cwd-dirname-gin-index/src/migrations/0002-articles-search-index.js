module.exports = {
  async up({ context: qi }) {
    await qi.sequelize.query(
      "CREATE INDEX IF NOT EXISTS articles_search_idx ON articles USING gin (to_tsvector('english', title || ' ' || description))",
    );
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP INDEX IF EXISTS articles_search_idx');
  },
};
