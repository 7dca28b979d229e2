from fastapi import APIRouter, Body, Depends

from ..services.articles import ArticleService
from .deps import article_service, current_user

router = APIRouter()


def render(a) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                        articles: ArticleService = Depends(article_service)):
    rows, total = await articles.list(tag, author, limit, offset)
    return {"articles": [render(a) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(article: dict = Body(..., embed=True), me=Depends(current_user),
                         articles: ArticleService = Depends(article_service)):
    return {"article": render(await articles.create(me, article))}


@router.get("/articles/{slug}")
async def get_article(slug: str, articles: ArticleService = Depends(article_service)):
    return {"article": render(await articles.get(slug))}
