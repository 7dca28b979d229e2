import svcs
from fastapi import APIRouter, Body, Header, HTTPException

from ..repositories.articles import ArticleRepository
from ..services.articles import ArticleService
from ..services.serialize import article_view
from ..services.users import UserService

router = APIRouter()


@router.get("/articles")
async def list_articles(services: svcs.fastapi.DepContainer, limit: int = 20, offset: int = 0):
    svc = await services.aget(ArticleService)
    return await svc.feed_page(limit, offset)


@router.post("/articles", status_code=201)
async def create_article(services: svcs.fastapi.DepContainer, article: dict = Body(embed=True),
                         authorization: str = Header("")):
    users, articles = await services.aget(UserService, ArticleService)
    user = await users.from_token(authorization.removeprefix("Token "))
    if user is None:
        raise HTTPException(401, "unauthorized")
    try:
        return {"article": await articles.publish(user, article)}
    except ValueError as exc:
        raise HTTPException(422, str(exc))


@router.get("/articles/{slug}")
async def get_article(slug: str, services: svcs.fastapi.DepContainer):
    repo = await services.aget(ArticleRepository)
    article = await repo.get_by_slug(slug)
    if article is None:
        raise HTTPException(404, "article not found")
    return {"article": article_view(article)}
