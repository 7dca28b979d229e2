from django.db import migrations

INSERT_TRIGGER = """
CREATE TRIGGER IF NOT EXISTS favorites_after_insert AFTER INSERT ON favorites
BEGIN
    UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = NEW.article_id;
END;
"""

DELETE_TRIGGER = """
CREATE TRIGGER IF NOT EXISTS favorites_after_delete AFTER DELETE ON favorites
BEGIN
    UPDATE articles SET favorites_count = favorites_count - 1 WHERE id = OLD.article_id;
END;
"""


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.RunSQL(
            sql=[INSERT_TRIGGER, DELETE_TRIGGER],
            reverse_sql=[
                "DROP TRIGGER IF EXISTS favorites_after_insert;",
                "DROP TRIGGER IF EXISTS favorites_after_delete;",
            ],
        ),
    ]
