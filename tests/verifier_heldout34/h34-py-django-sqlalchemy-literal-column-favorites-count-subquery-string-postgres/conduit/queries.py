from sqlalchemy import literal_column, select

from conduit.sa import SessionLocal
from conduit.tables import Article

FAVORITES_COUNT = literal_column(
    "(SELECT COUNT(*) FROM favorites f WHERE f.article_id = articles.id)"
).label("favorites_count")


def articles_with_counts(limit=20, offset=0):
    stmt = (select(Article, FAVORITES_COUNT)
            .order_by(Article.id.desc())
            .limit(limit).offset(offset))
    with SessionLocal() as s:
        return [(a, n) for a, n in s.execute(stmt)]


def article_with_count(slug):
    with SessionLocal() as s:
        row = s.execute(select(Article, FAVORITES_COUNT).where(Article.slug == slug)).first()
        return tuple(row) if row else None
