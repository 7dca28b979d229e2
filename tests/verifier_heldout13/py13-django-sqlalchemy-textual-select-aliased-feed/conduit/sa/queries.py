from sqlalchemy import func, select, text
from sqlalchemy.orm import aliased

from conduit.sa.db import SessionLocal
from conduit.sa.models import Article, User

# Feed rows as a textual SELECT mapped back onto Article, so the rest of the code
# keeps working with ORM objects.
_FEED = text(
    "SELECT a.* FROM articles a "
    "JOIN follows f ON f.followed_id = a.author_id "
    "WHERE f.follower_id = :viewer"
).columns(*Article.__table__.c)


def feed(viewer_id: int, limit: int, offset: int) -> tuple[list[tuple[Article, User]], int]:
    feed_rows = _FEED.bindparams(viewer=viewer_id).subquery("feed")
    feed_article = aliased(Article, feed_rows)
    with SessionLocal() as session:
        total = session.scalar(select(func.count()).select_from(feed_rows))
        rows = session.execute(
            select(feed_article, User).join(User, User.id == feed_article.author_id)
            .order_by(feed_article.created_at.desc()).limit(limit).offset(offset)
        ).all()
    return [(a, u) for a, u in rows], total or 0
