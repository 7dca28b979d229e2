from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_session
from app.routes.deps import require_viewer, viewer_id
from app.services.articles import ArticleNotFound, ArticleService

router = APIRouter()


def service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService.for_session(session)


@router.get("/articles/{slug}")
def get_article(slug: str, viewer: int | None = Depends(viewer_id), svc: ArticleService = Depends(service)):
    try:
        return {"article": svc.get(slug, viewer)}
    except ArticleNotFound:
        raise HTTPException(404, "article not found")


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, viewer: int = Depends(require_viewer), svc: ArticleService = Depends(service)):
    try:
        return {"article": svc.unfavorite(slug, viewer)}
    except ArticleNotFound:
        raise HTTPException(404, "article not found")
