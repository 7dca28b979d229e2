"""Feed query: the ids are fetched with one composed statement on the DB-API
connection underneath the session, then the articles are loaded by the ORM."""
from psycopg import sql
from sqlalchemy import select
from sqlalchemy.orm import Session

from .models import Article

FEED_IDS = sql.SQL(
    "SELECT a.id FROM {articles} AS a "
    "JOIN {follows} AS f ON f.followed_id = a.author_id "
    "WHERE f.follower_id = %s "
    "ORDER BY a.created_at DESC LIMIT %s OFFSET %s"
).format(articles=sql.Identifier("articles"), follows=sql.Identifier("follows"))

FEED_COUNT = sql.SQL(
    "SELECT count(*) FROM {articles} AS a JOIN {follows} AS f ON f.followed_id = a.author_id "
    "WHERE f.follower_id = %s"
).format(articles=sql.Identifier("articles"), follows=sql.Identifier("follows"))


def feed(session: Session, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
    dbapi_conn = session.connection().connection  # psycopg connection behind the pool proxy
    with dbapi_conn.cursor() as cur:
        cur.execute(FEED_IDS, (user_id, limit, offset))
        ids = [row[0] for row in cur.fetchall()]
        cur.execute(FEED_COUNT, (user_id,))
        total = cur.fetchone()[0]
    if not ids:
        return [], total
    rows = session.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc()))
    return list(rows), total
