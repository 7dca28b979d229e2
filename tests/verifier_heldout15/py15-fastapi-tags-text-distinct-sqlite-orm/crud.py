from sqlalchemy import func
from sqlalchemy.orm import Session

import models
from auth import get_password_hash


def get_user_by_email(db: Session, email: str):
    return db.query(models.User).filter(models.User.email == email).first()


def create_user(db: Session, data):
    user = models.User(username=data.username, email=data.email, hashed_password=get_password_hash(data.password))
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def list_articles(db: Session, tag=None, limit=20, offset=0):
    q = db.query(models.Article)
    if tag:
        q = q.filter(models.Article.tags.any(models.Tag.name == tag))
    return q.order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all(), q.count()


def get_article(db: Session, slug: str):
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def favorites_count(db: Session, article_id: int):
    return db.query(func.count(models.Favorite.user_id)).filter(models.Favorite.article_id == article_id).scalar()


def article_dict(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}
