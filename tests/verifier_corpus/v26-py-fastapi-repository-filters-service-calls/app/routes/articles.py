from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_session
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
def list_articles(author: str | None = None, session: Session = Depends(get_session)):
    articles = ArticleService(session).list_articles(author)
    return {"articles": articles, "articlesCount": len(articles)}
