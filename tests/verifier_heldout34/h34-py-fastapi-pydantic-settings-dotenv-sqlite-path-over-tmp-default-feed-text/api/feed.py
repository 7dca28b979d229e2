from sqlalchemy import text
from sqlalchemy.orm import Session

FEED = text(
    "SELECT a.slug, a.title, a.body, u.username AS author "
    "FROM articles a JOIN follows f ON f.followed_id = a.author_id "
    "JOIN users u ON u.id = a.author_id "
    "WHERE f.follower_id = :me ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
)


def load_feed(session: Session, me: int, limit: int, offset: int):
    return [dict(r) for r in session.execute(FEED, {"me": me, "limit": limit, "offset": offset}).mappings()]
