from fastapi import APIRouter, Depends

from conduit.routes.providers import article_service
from conduit.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(article_service)):
    articles = service.list(limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in articles], "articlesCount": len(articles)}
