from fastapi import APIRouter
from pydantic import BaseModel

from conduit.routes.dependencies import Articles, CurrentUser, Viewer

router = APIRouter()


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = []


class NewArticleEnvelope(BaseModel):
    article: NewArticle


@router.get("/articles")
async def list_articles(articles: Articles, viewer: Viewer, tag: str | None = None, author: str | None = None,
                        favorited: str | None = None, limit: int = 20, offset: int = 0):
    views, total = await articles.list(viewer, tag=tag, author=author, favorited=favorited,
                                       limit=limit, offset=offset)
    return {"articles": views, "articlesCount": total}


@router.get("/articles/feed")
async def feed(articles: Articles, viewer: CurrentUser, limit: int = 20, offset: int = 0):
    views, total = await articles.feed(viewer, limit=limit, offset=offset)
    return {"articles": views, "articlesCount": total}


@router.post("/articles", status_code=201)
async def create(body: NewArticleEnvelope, articles: Articles, viewer: CurrentUser):
    a = body.article
    return {"article": await articles.create(viewer, a.title, a.description, a.body, a.tagList)}


@router.post("/articles/{slug}/favorite")
async def favorite(slug: str, articles: Articles, viewer: CurrentUser):
    return {"article": await articles.favorite(viewer, slug)}
