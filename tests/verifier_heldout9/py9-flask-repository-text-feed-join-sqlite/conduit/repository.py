from sqlalchemy import select, text

from .db import db
from .models import Article, User

FEED_SQL = text(
    """
    SELECT a.id FROM articles a
    JOIN follows f ON f.followee_id = a.author_id
    WHERE f.follower_id = :uid
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)
FEED_COUNT_SQL = text(
    "SELECT COUNT(*) FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = :uid"
)


def user_by_email(email):
    return db.session.execute(select(User).where(User.email == email)).scalar_one_or_none()


def add_user(user):
    db.session.add(user)
    db.session.commit()
    return user


def articles(limit, offset):
    stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
    return db.session.scalars(stmt).all()


def feed(user_id, limit, offset):
    ids = [row[0] for row in db.session.execute(FEED_SQL, {"uid": user_id, "limit": limit, "offset": offset})]
    if not ids:
        return [], 0
    found = {a.id: a for a in db.session.scalars(select(Article).where(Article.id.in_(ids)))}
    count = db.session.execute(FEED_COUNT_SQL, {"uid": user_id}).scalar_one()
    return [found[i] for i in ids], count
