"""Read/write helpers used by the views."""
from sqlalchemy import func, literal_column, select

from models import Article, Follow, User, db


def user_by(**kw):
    return db.session.scalar(select(User).filter_by(**kw))


def is_following(follower_id, followed_id):
    return db.session.get(Follow, (follower_id, followed_id)) is not None


def set_follow(follower_id, followed_id, on):
    row = db.session.get(Follow, (follower_id, followed_id))
    if on and row is None:
        db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
    elif not on and row is not None:
        db.session.delete(row)
    db.session.commit()


def articles(author=None, limit=20, offset=0):
    stmt = select(Article)
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def feed(user_id, limit=20, offset=0):
    # Authors the user follows, as a sub-select the IN operator can consume directly.
    followed = literal_column(f"(SELECT followed_id FROM follows WHERE follower_id = {int(user_id)})")
    stmt = select(Article).where(Article.author_id.op("IN")(followed))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def tags():
    names = set()
    for tag_list in db.session.scalars(select(Article.tags)):
        names.update(tag_list or [])
    return sorted(names)
