from fastapi import APIRouter, Depends, HTTPException

from app.services.articles import ArticleService, article_service

router = APIRouter(prefix="/api")


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(article_service)):
    return service.listing(limit, offset)


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    found = service.one(slug)
    if found is None:
        raise HTTPException(status_code=404, detail="article not found")
    return found
