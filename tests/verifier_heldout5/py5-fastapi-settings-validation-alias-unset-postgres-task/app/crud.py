from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, User


def get_user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def create_user(db: Session, **fields) -> User:
    user = User(**fields)
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def list_articles(db: Session, limit: int, offset: int) -> tuple[list[Article], int]:
    total = db.scalar(select(func.count(Article.id))) or 0
    rows = db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
    return list(rows), total


def get_article(db: Session, slug: str) -> Article | None:
    return db.scalar(select(Article).where(Article.slug == slug))
