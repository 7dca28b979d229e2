from fastapi import APIRouter, Body, HTTPException

from app.api.deps import ArticleServiceDep, CurrentUser
from app.service_layer.articles import ArticleNotFound

router = APIRouter(tags=["articles"])


def article_body(a, viewer=None):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": bool(viewer and any(u.id == viewer.id for u in a.favorited_by)),
        "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("/articles")
async def list_articles(service: ArticleServiceDep, tag: str | None = None, author: str | None = None,
                        favorited: str | None = None, limit: int = 20, offset: int = 0):
    items, total = await service.list(tag, author, favorited, limit, offset)
    return {"articles": [article_body(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(user: CurrentUser, service: ArticleServiceDep, payload: dict = Body(...)):
    data = payload.get("article") or {}
    article = await service.create(user, data["title"], data["description"], data["body"], data.get("tagList", []))
    return {"article": article_body(article, user)}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleServiceDep):
    try:
        return {"article": article_body(await service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.post("/articles/{slug}/favorite")
async def favorite(slug: str, user: CurrentUser, service: ArticleServiceDep):
    try:
        return {"article": article_body(await service.favorite(slug, user), user)}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.get("/tags")
async def tags(service: ArticleServiceDep):
    return {"tags": await service.tags()}
