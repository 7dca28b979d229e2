from fastapi import APIRouter, HTTPException

from app.api.schemas.article import ArticleEnvelope, ArticleOut
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(prefix="/api")
service = ArticleService()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0):
    items = [ArticleOut.model_validate(a).model_dump(by_alias=True) for a in service.recent(limit, offset)]
    return {"articles": items, "articlesCount": len(items)}


@router.get("/articles/{slug}")
def get_article(slug: str):
    try:
        article = service.get(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return ArticleEnvelope(article=ArticleOut.model_validate(article)).model_dump(by_alias=True)
