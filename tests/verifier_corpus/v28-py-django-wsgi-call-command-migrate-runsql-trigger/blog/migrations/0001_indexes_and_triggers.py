from django.db import migrations

# SQLAlchemy owns the tables (created in AppConfig.ready, which also runs for `migrate`);
# this migration only adds what the ORM models do not express.
FORWARD = """
CREATE INDEX IF NOT EXISTS ix_articles_created_at ON articles (created_at DESC);
CREATE TRIGGER IF NOT EXISTS articles_touch_updated_at
AFTER UPDATE OF title, description, body ON articles
BEGIN
    UPDATE articles SET updated_at = CURRENT_TIMESTAMP WHERE id = NEW.id;
END;
"""


class Migration(migrations.Migration):
    initial = True
    dependencies = []
    operations = [migrations.RunSQL(FORWARD, reverse_sql="DROP TRIGGER IF EXISTS articles_touch_updated_at;")]
