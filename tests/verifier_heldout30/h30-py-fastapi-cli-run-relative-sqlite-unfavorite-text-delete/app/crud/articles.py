from sqlalchemy import text
from sqlalchemy.orm import Session

from app import models


def get_by_slug(db: Session, slug: str):
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def list_articles(db: Session, author: str | None, limit: int, offset: int):
    query = db.query(models.Article).order_by(models.Article.created_at.desc())
    if author:
        query = query.join(models.User).filter(models.User.username == author)
    return query.offset(offset).limit(limit).all(), query.count()


def create_article(db: Session, **fields):
    article = models.Article(**fields)
    db.add(article)
    db.commit()
    db.refresh(article)
    return article


def favorite(db: Session, user_id: int, article_id: int) -> None:
    if db.get(models.Favorite, (user_id, article_id)) is None:
        db.add(models.Favorite(user_id=user_id, article_id=article_id))
        db.commit()


def unfavorite(db: Session, user_id: int, article_id: int) -> None:
    db.execute(
        text("DELETE FROM favorites WHERE user_id = :user_id AND article_id = :article_id"),
        {"user_id": user_id, "article_id": article_id},
    )
    db.commit()


def favorites_count(db: Session, article_id: int) -> int:
    return db.execute(
        text("SELECT COUNT(*) FROM favorites WHERE article_id = :article_id"),
        {"article_id": article_id},
    ).scalar()


def is_favorited(db: Session, user_id: int, article_id: int) -> bool:
    return db.get(models.Favorite, (user_id, article_id)) is not None
