from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.services.article_service import (ArticleNotFound, ArticleService,
                                          get_article_service)

router = APIRouter()


class NewArticle(BaseModel):
    title: str
    description: str = ""
    body: str = ""


class NewArticleEnvelope(BaseModel):
    article: NewArticle


def _out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "favoritesCount": a.favorites_count, "createdAt": a.created_at.isoformat()}


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0,
                        service: ArticleService = Depends(get_article_service)):
    items, total = await service.list(limit, offset)
    return {"articles": [_out(a) for a in items], "articlesCount": total}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    try:
        return {"article": _out(await service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(404, detail="article not found")


@router.post("/articles", status_code=201)
async def create_article(payload: NewArticleEnvelope,
                         service: ArticleService = Depends(get_article_service)):
    a = payload.article
    return {"article": _out(await service.create(a.title, a.description, a.body))}
