from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.services import articles as service

router = APIRouter(prefix="/articles", tags=["articles"])


@router.get("")
def list_articles(limit: int = 20, offset: int = 0, session: Session = Depends(get_session)):
    items, total = service.list_page(session, limit, offset)
    return {"articles": items, "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str, session: Session = Depends(get_session)):
    try:
        return {"article": service.get(session, slug)}
    except service.ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
