"""Article tags, kept in a local SQLite file through apsw (fast, no ORM round trips)."""
from pathlib import Path

import apsw

TAGS_DB = Path(__file__).resolve().parent.parent / "tags.db"

_conn = apsw.Connection(str(TAGS_DB))
_conn.execute(
    "CREATE TABLE IF NOT EXISTS article_tags (slug TEXT NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (slug, tag))"
)


def set_tags(slug: str, tags: list[str]) -> None:
    with _conn:
        _conn.execute("DELETE FROM article_tags WHERE slug = ?", (slug,))
        _conn.executemany("INSERT INTO article_tags (slug, tag) VALUES (?, ?)", [(slug, t) for t in tags])


def tags_of(slug: str) -> list[str]:
    return [row[0] for row in _conn.execute("SELECT tag FROM article_tags WHERE slug = ? ORDER BY tag", (slug,))]


def all_tags() -> list[str]:
    return [row[0] for row in _conn.execute("SELECT DISTINCT tag FROM article_tags ORDER BY tag")]
