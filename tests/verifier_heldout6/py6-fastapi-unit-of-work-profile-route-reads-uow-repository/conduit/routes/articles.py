from fastapi import APIRouter, Depends, HTTPException

from conduit.repositories.unit_of_work import UnitOfWork, get_uow
from conduit.routes.security import optional_user, required_user
from conduit.services import articles
from conduit.services.errors import Forbidden, NotFound

router = APIRouter(tags=["articles"])


def render(a, me=None) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": bool(me) and any(u.id == me.id for u in a.favorited_by),
        "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                        limit: int = 20, offset: int = 0, me=Depends(optional_user),
                        uow: UnitOfWork = Depends(get_uow)):
    rows, count = await articles.listing(uow, tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [render(a, me) for a in rows], "articlesCount": count}


@router.post("/articles", status_code=201)
async def create_article(body: dict, me=Depends(required_user), uow: UnitOfWork = Depends(get_uow)):
    return {"article": render(await articles.create(uow, me, body["article"]), me)}


@router.get("/articles/{slug}")
async def get_article(slug: str, me=Depends(optional_user), uow: UnitOfWork = Depends(get_uow)):
    try:
        return {"article": render(await articles.get(uow, slug), me)}
    except NotFound:
        raise HTTPException(404, {"errors": {"article": ["not found"]}})


@router.delete("/articles/{slug}", status_code=204)
async def delete_article(slug: str, me=Depends(required_user), uow: UnitOfWork = Depends(get_uow)):
    try:
        await articles.delete(uow, me, slug)
    except NotFound:
        raise HTTPException(404, {"errors": {"article": ["not found"]}})
    except Forbidden:
        raise HTTPException(403, {"errors": {"article": ["forbidden"]}})


@router.get("/tags")
async def tags(uow: UnitOfWork = Depends(get_uow)):
    return {"tags": await articles.tags(uow)}
