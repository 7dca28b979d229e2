"""The feed is the hottest query; it skips the ORM session for speed."""
import psycopg
from psycopg import sql
from psycopg.rows import dict_row

from app.models import Article, Follow, User
from app.settings import settings

_FEED = sql.SQL(
    "SELECT a.slug, a.title, a.description, a.body, a.created_at, u.username, u.bio, u.image "
    "FROM {articles} a JOIN {users} u ON u.id = a.author_id "
    "WHERE a.author_id IN (SELECT followee_id FROM {follows} WHERE follower_id = %s) "
    "ORDER BY a.created_at DESC LIMIT %s OFFSET %s"
).format(
    articles=sql.Identifier(Article.__tablename__),
    users=sql.Identifier(User.__tablename__),
    follows=sql.Identifier(Follow.__tablename__),
)
_COUNT = sql.SQL(
    "SELECT count(*) AS n FROM {articles} WHERE author_id IN "
    "(SELECT followee_id FROM {follows} WHERE follower_id = %s)"
).format(articles=sql.Identifier(Article.__tablename__), follows=sql.Identifier(Follow.__tablename__))


def feed(user_id: int, limit: int, offset: int) -> tuple[list[dict], int]:
    with psycopg.connect(settings.database_url, row_factory=dict_row) as conn:
        rows = conn.execute(_FEED, (user_id, limit, offset)).fetchall()
        total = conn.execute(_COUNT, (user_id,)).fetchone()["n"]
    return rows, total
