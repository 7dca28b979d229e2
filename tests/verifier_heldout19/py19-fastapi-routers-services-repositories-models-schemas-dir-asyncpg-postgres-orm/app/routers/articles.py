from fastapi import APIRouter, Depends, HTTPException
from app.core.dependencies import get_article_service
from app.schemas.article import ArticleOut
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(tags=["articles"])


def out(a) -> ArticleOut:
    return ArticleOut(slug=a.slug, title=a.title, description=a.description, body=a.body,
                      createdAt=a.created_at, author={"username": a.author.username})


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(get_article_service)):
    items, total = await service.list(limit, offset)
    return {"articles": [out(a) for a in items], "articlesCount": total}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    try:
        return {"article": out(await service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(404, detail="article not found")
