from sqlalchemy import text
from sqlalchemy.orm import Session

import models


def get_user_by_username(db: Session, username: str):
    return db.query(models.User).filter(models.User.username == username).first()


def get_tags(db: Session):
    return [row[0] for row in db.execute(text("SELECT name FROM tags ORDER BY name"))]


def get_feed(db: Session, user_id: int, limit: int, offset: int):
    rows = db.execute(
        text(
            "SELECT a.id FROM articles a JOIN follows f ON f.followed_id = a.author_id "
            "WHERE f.follower_id = :uid ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
        ),
        {"uid": user_id, "limit": limit, "offset": offset},
    ).all()
    ids = [r[0] for r in rows]
    return db.query(models.Article).filter(models.Article.id.in_(ids)).all()
