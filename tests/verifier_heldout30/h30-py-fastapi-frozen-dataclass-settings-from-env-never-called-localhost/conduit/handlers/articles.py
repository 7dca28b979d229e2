from fastapi import APIRouter, Depends

from conduit.usecases.publishing import Publishing
from conduit.usecases.wiring import publishing, signed_in

router = APIRouter()


def _article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0, pub: Publishing = Depends(publishing)):
    items, total = await pub.latest(limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, user=Depends(signed_in), pub: Publishing = Depends(publishing)):
    items, total = await pub.feed(user, limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create(payload: dict, user=Depends(signed_in), pub: Publishing = Depends(publishing)):
    a = payload.get("article", {})
    return {"article": _article(await pub.publish(user, a.get("title", ""), a.get("description", ""),
                                                  a.get("body", "")))}
