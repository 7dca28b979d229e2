"""Developer helper: empty every table (python scripts/reset_db.py). Not used by the server."""
import os

import psycopg2

TABLES = ["comments", "favorites", "article_tags", "articles", "follows", "users"]

if __name__ == "__main__":
    with psycopg2.connect(os.environ["DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute("TRUNCATE " + ", ".join(TABLES) + " RESTART IDENTITY CASCADE")
    print("database reset")
