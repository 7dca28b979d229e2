from sqlalchemy import select
from conduit.infrastructure.database import SessionLocal, engine
from conduit.models import Article

FEED_QUERY = """
    SELECT a.id, a.slug, a.title, a.body, a.author_id, a.created_at
    FROM articles a JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = %s ORDER BY a.created_at DESC LIMIT %s OFFSET %s
"""


class ArticleRepository:
    def get(self, slug):
        with SessionLocal() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def recent(self, limit, offset):
        with SessionLocal() as s:
            return s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()

    def feed(self, user_id, limit, offset):
        # the join is hot, so it goes straight through the pooled DBAPI connection
        conn = engine.raw_connection()
        try:
            cur = conn.cursor()
            cur.execute(FEED_QUERY, (user_id, limit, offset))
            cols = [c[0] for c in cur.description]
            return [Article(**dict(zip(cols, row))) for row in cur.fetchall()]
        finally:
            conn.close()
