from ..db import get_db
from ..models import Article


def _row(r):
    return Article(**{k: r[k] for k in r.keys()})


def find_by_slug(slug):
    r = get_db().execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
    return _row(r) if r else None


def list_recent(limit, offset):
    rows = get_db().execute(
        "SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ).fetchall()
    return [_row(r) for r in rows]
