import re

from passlib.context import CryptContext
from sqlalchemy import func
from sqlalchemy.orm import Session

import models

pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


def get_user(db: Session, user_id: int):
    return db.query(models.User).filter(models.User.id == user_id).first()


def get_user_by_email(db: Session, email: str):
    return db.query(models.User).filter(models.User.email == email).first()


def get_user_by_username(db: Session, username: str):
    return db.query(models.User).filter(models.User.username == username).first()


def create_user(db: Session, username: str, email: str, password: str):
    user = models.User(username=username, email=email, hashed_password=pwd_context.hash(password))
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def update_user(db: Session, user: models.User, data: dict):
    if data.get("password"):
        user.hashed_password = pwd_context.hash(data.pop("password"))
    for key, value in data.items():
        if value is not None:
            setattr(user, key, value)
    db.commit()
    db.refresh(user)
    return user


def verify_password(plain: str, hashed: str) -> bool:
    return pwd_context.verify(plain, hashed)


def get_or_create_tag(db: Session, name: str):
    tag = db.query(models.Tag).filter(models.Tag.name == name).first()
    if tag is None:
        tag = models.Tag(name=name)
        db.add(tag)
    return tag


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def create_article(db: Session, author: models.User, title, description, body, tags):
    slug = slugify(title)
    if db.query(models.Article).filter(models.Article.slug == slug).first():
        slug = f"{slug}-{db.query(func.count(models.Article.id)).scalar() + 1}"
    article = models.Article(slug=slug, title=title, description=description, body=body, author=author)
    article.tags = [get_or_create_tag(db, t) for t in tags]
    db.add(article)
    db.commit()
    db.refresh(article)
    return article


def get_article(db: Session, slug: str):
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def list_articles(db: Session, tag=None, author=None, favorited=None, limit=20, offset=0):
    q = db.query(models.Article)
    if tag:
        q = q.filter(models.Article.tags.any(models.Tag.name == tag))
    if author:
        q = q.join(models.Article.author).filter(models.User.username == author)
    if favorited:
        q = q.filter(models.Article.favorited_by.any(models.User.username == favorited))
    total = q.count()
    return q.order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all(), total


def feed(db: Session, user: models.User, limit=20, offset=0):
    ids = [u.id for u in user.following]
    q = db.query(models.Article).filter(models.Article.author_id.in_(ids))
    total = q.count()
    return q.order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all(), total


def delete_article(db: Session, article: models.Article):
    db.delete(article)
    db.commit()


def favorite(db: Session, user, article, on=True):
    if on and user not in article.favorited_by:
        article.favorited_by.append(user)
    elif not on and user in article.favorited_by:
        article.favorited_by.remove(user)
    db.commit()
    return article


def follow(db: Session, user, target, on=True):
    if on and target not in user.following:
        user.following.append(target)
    elif not on and target in user.following:
        user.following.remove(target)
    db.commit()


def add_comment(db: Session, article, author, body):
    comment = models.Comment(body=body, article=article, author=author)
    db.add(comment)
    db.commit()
    db.refresh(comment)
    return comment


def get_tags(db: Session):
    return [t.name for t in db.query(models.Tag).order_by(models.Tag.name).all()]
