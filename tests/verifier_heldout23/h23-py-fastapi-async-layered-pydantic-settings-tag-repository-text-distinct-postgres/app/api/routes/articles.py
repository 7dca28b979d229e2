from fastapi import APIRouter, Depends

from app.dependencies import article_service, current_user, optional_user
from app.schemas.payloads import NewArticleIn
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                        limit: int = 20, offset: int = 0, viewer=Depends(optional_user),
                        articles: ArticleService = Depends(article_service)):
    return await articles.list(viewer, tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, viewer=Depends(current_user),
               articles: ArticleService = Depends(article_service)):
    return await articles.feed(viewer, limit, offset)


@router.post("/articles", status_code=201)
async def create_article(payload: NewArticleIn, viewer=Depends(current_user),
                         articles: ArticleService = Depends(article_service)):
    a = payload.article
    return {"article": await articles.create(viewer, a.title, a.description, a.body, a.tagList)}


@router.get("/articles/{slug}")
async def get_article(slug: str, viewer=Depends(optional_user), articles: ArticleService = Depends(article_service)):
    return {"article": await articles.get(slug, viewer)}


@router.post("/articles/{slug}/favorite")
async def favorite(slug: str, viewer=Depends(current_user), articles: ArticleService = Depends(article_service)):
    return {"article": await articles.favorite(viewer, slug, True)}


@router.delete("/articles/{slug}/favorite")
async def unfavorite(slug: str, viewer=Depends(current_user), articles: ArticleService = Depends(article_service)):
    return {"article": await articles.favorite(viewer, slug, False)}
