from sqlalchemy import select, text
from sqlalchemy.orm import Session

from src.models import Article

FAVORITES_COUNT = text("SELECT COUNT(*) FROM favorites WHERE article_id = :article_id")


def get_article_by_slug(db: Session, slug: str):
    return db.scalar(select(Article).where(Article.slug == slug))


def favorites_count(db: Session, article_id: int) -> int:
    return db.execute(FAVORITES_COUNT, {"article_id": article_id}).scalar() or 0


def serialize_article(db: Session, article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": favorites_count(db, article.id),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }
