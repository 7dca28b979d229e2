from django.db import migrations


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.RunSQL(
            sql="CREATE INDEX IF NOT EXISTS articles_title_lower_idx ON articles (lower(title));",
            reverse_sql="DROP INDEX IF EXISTS articles_title_lower_idx;",
        ),
        migrations.RunSQL(
            sql="CREATE INDEX IF NOT EXISTS articles_author_created_idx ON articles (author_id, created_at DESC);",
            reverse_sql="DROP INDEX IF EXISTS articles_author_created_idx;",
        ),
    ]
