"""Data access. Most reads go through the ORM; the feed is a single hand-tuned query."""
from functools import lru_cache

import records
from flask import current_app
from sqlalchemy import select

from conduit.models import Article, User, db


def user_by_username(username: str) -> User | None:
    return db.session.scalar(select(User).where(User.username == username))


def user_by_email(email: str) -> User | None:
    return db.session.scalar(select(User).where(User.email == email))


def add(obj):
    db.session.add(obj)
    db.session.commit()
    return obj


def articles(limit: int, offset: int) -> list[Article]:
    return list(db.session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)))


@lru_cache(maxsize=1)
def _reporting_db(url: str) -> records.Database:
    return records.Database(url)


FEED_SQL = """
SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
       u.username, u.bio, u.image
FROM articles a
JOIN follows f ON f.followed_id = a.author_id
JOIN users u ON u.id = a.author_id
WHERE f.follower_id = :user_id
ORDER BY a.created_at DESC
LIMIT :limit OFFSET :offset
"""


def feed(user_id: int, limit: int, offset: int) -> list[dict]:
    rows = _reporting_db(current_app.config["SQLALCHEMY_DATABASE_URI"]).query(
        FEED_SQL, user_id=user_id, limit=limit, offset=offset
    )
    return rows.as_dict()
