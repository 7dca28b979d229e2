from datetime import datetime, timezone

from conduit.models.article import Article
from conduit.repositories.database import get_connection


def _row_to_article(row) -> Article:
    return Article(
        id=row["id"], slug=row["slug"], title=row["title"], description=row["description"],
        body=row["body"], author_id=row["author_id"], created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def find_by_slug(slug: str) -> Article | None:
    row = get_connection().execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
    return _row_to_article(row) if row else None


def list_recent(limit: int, offset: int) -> list[Article]:
    rows = get_connection().execute(
        "SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ).fetchall()
    return [_row_to_article(r) for r in rows]


def insert(article: Article) -> Article:
    now = datetime.now(timezone.utc).isoformat()
    conn = get_connection()
    cur = conn.execute(
        "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (article.slug, article.title, article.description, article.body, article.author_id, now, now),
    )
    conn.commit()
    return find_by_slug(article.slug) if cur.lastrowid else article
