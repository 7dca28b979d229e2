from django.core.management.base import BaseCommand

from blog.db import engine


class Command(BaseCommand):
    help = "Wipe the tables and insert a few demo tags (manual testing only)."

    def handle(self, *args, **options):
        conn = engine.raw_connection()
        try:
            cur = conn.cursor()
            cur.execute("DELETE FROM article_tags")
            cur.execute("DELETE FROM tags")
            cur.executemany("INSERT INTO tags (name) VALUES (?)", [("django",), ("python",), ("welcome",)])
            conn.commit()
        finally:
            conn.close()
        self.stdout.write(self.style.SUCCESS("demo data loaded"))
