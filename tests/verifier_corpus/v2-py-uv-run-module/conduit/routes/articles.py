from fastapi import APIRouter, Depends, HTTPException

from conduit.services.article_service import ArticleService
from conduit.dependencies import article_service

router = APIRouter()


@router.post("/articles", status_code=201)
def create_article(body: dict, service: ArticleService = Depends(article_service)) -> dict:
    article = service.create(body["article"]["title"], body["article"]["body"])
    return {"article": {"slug": article.slug, "title": article.title}}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)) -> dict:
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404)
    return {"article": {"slug": article.slug, "title": article.title}}
