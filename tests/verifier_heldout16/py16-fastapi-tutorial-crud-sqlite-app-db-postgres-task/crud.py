from sqlalchemy.orm import Session

import models


def get_article(db: Session, slug: str):
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def get_articles(db: Session, limit: int = 20, offset: int = 0):
    return db.query(models.Article).order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all()


def create_article(db: Session, data, author_id: int, slug: str):
    article = models.Article(slug=slug, title=data.title, description=data.description,
                             body=data.body, author_id=author_id)
    db.add(article)
    db.commit()
    db.refresh(article)
    return article
