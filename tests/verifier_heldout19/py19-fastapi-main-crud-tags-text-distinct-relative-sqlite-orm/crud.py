from sqlalchemy import text
from sqlalchemy.orm import Session
import models


def get_user_by_email(db: Session, email: str):
    return db.query(models.User).filter(models.User.email == email).first()


def create_user(db: Session, username: str, email: str, hashed_password: str):
    user = models.User(username=username, email=email, hashed_password=hashed_password)
    db.add(user)
    db.commit()
    db.refresh(user)
    return user


def get_articles(db: Session, skip: int = 0, limit: int = 20):
    return db.query(models.Article).order_by(models.Article.id.desc()).offset(skip).limit(limit).all()


def get_tags(db: Session):
    rows = db.execute(text("SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name"))
    return [r[0] for r in rows]
