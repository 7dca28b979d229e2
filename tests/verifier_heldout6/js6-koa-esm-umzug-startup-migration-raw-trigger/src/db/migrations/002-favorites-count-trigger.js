// Keep articles.favorites_count in sync inside the database.
export async function up({ context: qi }) {
  await qi.sequelize.query(`
    CREATE OR REPLACE FUNCTION bump_favorites_count() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = NEW.article_id;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE articles SET favorites_count = favorites_count - 1 WHERE id = OLD.article_id;
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;
  `);
  await qi.sequelize.query(`
    DROP TRIGGER IF EXISTS favorites_count_trg ON favorites;
    CREATE TRIGGER favorites_count_trg AFTER INSERT OR DELETE ON favorites
      FOR EACH ROW EXECUTE FUNCTION bump_favorites_count();
  `);
}

export async function down({ context: qi }) {
  await qi.sequelize.query('DROP TRIGGER IF EXISTS favorites_count_trg ON favorites; DROP FUNCTION IF EXISTS bump_favorites_count();');
}
