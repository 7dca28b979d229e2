from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from . import models


def get_user_by_email(db: Session, email: str):
    return db.scalar(select(models.User).where(models.User.email == email))


def get_user_by_username(db: Session, username: str):
    return db.scalar(select(models.User).where(models.User.username == username))


def create_user(db: Session, username: str, email: str, hashed_password: str):
    user = models.User(username=username, email=email, hashed_password=hashed_password)
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def list_articles(db: Session, tag=None, author=None, limit=20, offset=0):
    q = select(models.Article).order_by(models.Article.created_at.desc())
    if tag:
        q = q.where(models.Article.tags.any(models.Tag.name == tag))
    if author:
        q = q.join(models.User).where(models.User.username == author)
    total = db.scalar(select(func.count()).select_from(q.subquery()))
    return db.scalars(q.limit(limit).offset(offset)).all(), total


# The ORM version issued one query per followed author; one join is much faster.
FEED_SQL = text(
    """
    SELECT a.id FROM article a
    JOIN follow f ON f.followed_id = a.author_id
    WHERE f.follower_id = :uid
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)
FEED_COUNT_SQL = text(
    "SELECT COUNT(*) FROM article a JOIN follow f ON f.followed_id = a.author_id WHERE f.follower_id = :uid"
)


def feed(db: Session, user_id: int, limit=20, offset=0):
    ids = [row[0] for row in db.execute(FEED_SQL, {"uid": user_id, "limit": limit, "offset": offset})]
    total = db.execute(FEED_COUNT_SQL, {"uid": user_id}).scalar_one()
    if not ids:
        return [], total
    articles = db.scalars(select(models.Article).where(models.Article.id.in_(ids))).all()
    articles.sort(key=lambda a: ids.index(a.id))
    return articles, total


def all_tags(db: Session):
    return list(db.scalars(select(models.Tag.name)))
