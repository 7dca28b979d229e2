from sqlalchemy import select, text
from sqlalchemy.orm import Session

from conduit.models import Article

FEED_IDS = text("""
    SELECT a.id FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = :uid
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
""")

FEED_COUNT = text("""
    SELECT count(*) FROM articles a JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = :uid
""")


def feed(db: Session, user_id: int, limit: int, offset: int):
    ids = [row.id for row in db.execute(FEED_IDS, {"uid": user_id, "limit": limit, "offset": offset})]
    total = db.execute(FEED_COUNT, {"uid": user_id}).scalar_one()
    articles = db.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc())).all()
    return articles, total
