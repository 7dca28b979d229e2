from sqlalchemy import select, text

from blog.store import Article, Session

FEED_SQL = text(
    "SELECT a.* FROM articles a "
    "JOIN follows f ON f.followed_id = a.author_id "
    "WHERE f.follower_id = :uid ORDER BY a.created_at DESC LIMIT :lim OFFSET :off"
)


def feed_for(user_id: int, limit: int, offset: int) -> list[Article]:
    with Session() as session:
        stmt = select(Article).from_statement(FEED_SQL)
        return list(session.scalars(stmt, {"uid": user_id, "lim": limit, "off": offset}))
