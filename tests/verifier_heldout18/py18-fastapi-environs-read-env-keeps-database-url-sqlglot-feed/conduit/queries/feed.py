import sqlglot
from sqlalchemy import text


def feed_sql(limit: int, offset: int) -> str:
    q = (
        sqlglot.select("a.id", "a.slug", "a.title", "a.created_at")
        .from_("articles AS a")
        .join("follows AS f", on="f.followee_id = a.author_id")
        .where("f.follower_id = :viewer")
        .order_by("a.created_at DESC")
        .limit(limit)
        .offset(offset)
    )
    return q.sql(dialect="postgres")


def feed(session, viewer_id: int, limit: int, offset: int):
    return session.execute(text(feed_sql(limit, offset)), {"viewer": viewer_id}).mappings().all()


def tag_names(session):
    sql = sqlglot.select("tag").distinct().from_("article_tags").order_by("tag").sql(dialect="postgres")
    return [row[0] for row in session.execute(text(sql))]
