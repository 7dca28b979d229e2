from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db import queries
from api.models import Article, User


def user_by_username(session: Session, username: str):
    return session.scalar(select(User).where(User.username == username))


def article_by_slug(session: Session, slug: str):
    return session.scalar(select(Article).where(Article.slug == slug))


def feed(user_id: int, limit: int, offset: int):
    rows = list(queries.feed_articles(user_id=user_id, limit=limit, offset=offset))
    return rows, queries.feed_count(user_id=user_id)


def tag_names():
    return [row["name"] for row in queries.popular_tags()]
