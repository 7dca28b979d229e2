from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.services import ArticleRepository, ArticleService
from app.services.errors import NotFound

router = APIRouter(prefix="/api/articles", tags=["articles"])


@router.get("")
def list_articles(limit: int = 20, offset: int = 0, session: Session = Depends(get_session)):
    return ArticleService(session).listing(limit, offset)


@router.get("/{slug}")
def get_article(slug: str, session: Session = Depends(get_session)):
    # a plain lookup needs no business rules: read it straight from the store
    article = ArticleRepository(session).by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail={"errors": {"article": ["not found"]}})
    return {"article": {"slug": article.slug, "title": article.title, "description": article.description,
                        "body": article.body, "createdAt": article.created_at.isoformat()}}
