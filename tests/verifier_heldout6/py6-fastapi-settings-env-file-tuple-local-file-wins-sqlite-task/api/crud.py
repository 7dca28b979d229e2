from sqlalchemy import select
from sqlalchemy.orm import Session

from api import models


def get_user_by_email(db: Session, email: str):
    return db.scalar(select(models.User).where(models.User.email == email))


def create_user(db: Session, username: str, email: str, hashed: str):
    user = models.User(username=username, email=email, hashed_password=hashed)
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def list_articles(db: Session, limit: int, offset: int):
    q = select(models.Article).order_by(models.Article.created_at.desc())
    return list(db.scalars(q.limit(limit).offset(offset)))


def get_article(db: Session, slug: str):
    return db.scalar(select(models.Article).where(models.Article.slug == slug))


def all_tags(db: Session) -> list[str]:
    names: set[str] = set()
    for tags in db.scalars(select(models.Article.tags)):
        names.update(t for t in tags.split(",") if t)
    return sorted(names)
