from fastapi import APIRouter, Depends, HTTPException

from conduit.services.article_service import ArticleService
from conduit.services.providers import article_service

router = APIRouter()


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        row = service.get(slug)
    except LookupError:
        raise HTTPException(404)
    return {"article": {"slug": row["slug"], "title": row["title"], "body": row["body"]}}
