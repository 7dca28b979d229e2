from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.services.article_service import ArticleService
from conduit.services.tag_service import TagService
from conduit.wiring import article_service, tag_service

router = APIRouter(prefix="/api")


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/tags")
def tags(service: TagService = Depends(tag_service)) -> dict:
    return {"tags": service.list_tags()}


@router.get("/articles/{slug}")
def article(slug: str, service: ArticleService = Depends(article_service)) -> dict:
    found = service.get(slug)
    if found is None:
        raise HTTPException(404)
    return {"article": {"slug": found.slug, "title": found.title, "body": found.body,
                        "tagList": [t.name for t in found.tags]}}
