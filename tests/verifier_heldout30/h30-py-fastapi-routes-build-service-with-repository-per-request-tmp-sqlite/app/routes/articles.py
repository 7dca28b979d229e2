from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository
from app.repositories.database import get_db
from app.routes.auth import current_user
from app.services.article_service import ArticleService

router = APIRouter()


def _article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    items, total = ArticleService(ArticleRepository(db)).list(limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: dict, user=Depends(current_user), db: Session = Depends(get_db)):
    a = payload["article"]
    article = ArticleService(ArticleRepository(db)).create(user, a["title"], a["description"], a["body"])
    return {"article": _article(article)}
