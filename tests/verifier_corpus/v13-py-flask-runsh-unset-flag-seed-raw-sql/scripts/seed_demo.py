"""Fill instance/conduit.sqlite with a few demo articles (fast, no app context needed)."""
import sqlite3
from pathlib import Path

DB_FILE = Path(__file__).resolve().parent.parent / "instance" / "conduit.sqlite"

ARTICLES = [
    ("how-to-train-your-dragon", "How to train your dragon", "Ever wonder how?", "It takes a Jacobian", '["dragons"]'),
    ("welcome-to-conduit", "Welcome to Conduit", "A first post", "Hello, world", '["welcome"]'),
]

with sqlite3.connect(DB_FILE) as conn:
    conn.executemany(
        "INSERT OR IGNORE INTO articles (slug, title, description, body, tag_list, author_id, created_at) "
        "VALUES (?, ?, ?, ?, ?, 1, CURRENT_TIMESTAMP)",
        ARTICLES,
    )
print(f"seeded {len(ARTICLES)} articles")
