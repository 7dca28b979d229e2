"""Fill a local database with demo comments (manual use only: python scripts/seed_demo.py)."""
import sqlite3
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "instance/conduit.sqlite3"
conn = sqlite3.connect(path)
conn.executemany(
    "INSERT INTO comment (article_slug, body) VALUES (?, ?)",
    [("how-to-train-your-dragon", "Great!"), ("how-to-train-your-dragon", "Thanks")],
)
conn.commit()
conn.close()
