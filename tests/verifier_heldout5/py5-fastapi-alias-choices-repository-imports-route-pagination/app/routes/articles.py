from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import article_service
from app.routes.pagination import PageParams, page_params
from app.services.article_service import ArticleService

router = APIRouter(prefix="/api")


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/articles")
def list_articles(params: PageParams = Depends(page_params), service: ArticleService = Depends(article_service)):
    rows, total = service.list(params)
    return {"articles": [{"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}
                         for a in rows], "articlesCount": total}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404)
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
