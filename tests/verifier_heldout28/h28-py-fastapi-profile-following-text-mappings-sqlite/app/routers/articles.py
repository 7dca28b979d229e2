from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app import models
from app.auth import get_optional_user
from app.database import get_db

router = APIRouter()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, author: str | None = None,
                  db: Session = Depends(get_db), viewer=Depends(get_optional_user)):
    query = db.query(models.Article)
    if author:
        query = query.join(models.User).filter(models.User.username == author)
    total = query.count()
    articles = query.order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all()
    return {
        "articles": [
            {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
             "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
             "favorited": False, "favoritesCount": 0,
             "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                        "following": False}}
            for a in articles
        ],
        "articlesCount": total,
    }
