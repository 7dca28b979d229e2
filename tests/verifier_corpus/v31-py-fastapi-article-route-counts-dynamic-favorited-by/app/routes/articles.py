from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(prefix="/api/articles", tags=["articles"])


def _viewer_id(x_user_id: int | None = Header(default=None)) -> int | None:
    return x_user_id


def _article_json(article, viewer_id: int | None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "favorited": viewer_id is not None and article.favorited_by.filter_by(id=viewer_id).count() > 0,
        "favoritesCount": article.favorited_by.count(),
    }


@router.get("/{slug}")
def get_article(slug: str, session: Session = Depends(get_session), viewer_id: int | None = Depends(_viewer_id)):
    try:
        article = ArticleService(session).get(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _article_json(article, viewer_id)}
