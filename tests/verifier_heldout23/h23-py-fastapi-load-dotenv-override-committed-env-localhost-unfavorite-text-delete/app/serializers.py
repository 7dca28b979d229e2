from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.auth import create_access_token
from app.models import Article, Favorite, User


def user_out(user: User) -> dict:
    return {"user": {"email": user.email, "token": create_access_token(user.id), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def article_out(db: Session, article: Article, viewer: User | None) -> dict:
    count = db.scalar(select(func.count(Favorite.id)).where(Favorite.article_id == article.id))
    favorited = viewer is not None and db.scalar(
        select(Favorite.id).where(Favorite.article_id == article.id, Favorite.user_id == viewer.id)) is not None
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat() + "Z",
            "updatedAt": article.updated_at.isoformat() + "Z", "favorited": favorited, "favoritesCount": count,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}
