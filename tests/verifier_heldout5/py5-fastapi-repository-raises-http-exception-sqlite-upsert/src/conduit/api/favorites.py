from fastapi import APIRouter, Depends

from conduit.api.security import current_user
from conduit.container import favorite_service
from conduit.models import User
from conduit.services.favorites import FavoriteResult, FavoriteService

router = APIRouter()


def _body(result: FavoriteResult) -> dict:
    a = result.article
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body, "favorited": result.favorited,
                        "favoritesCount": result.count, "author": {"username": a.author.username}}}


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, user: User = Depends(current_user), svc: FavoriteService = Depends(favorite_service)) -> dict:
    return _body(svc.favorite(user, slug))


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, user: User = Depends(current_user), svc: FavoriteService = Depends(favorite_service)) -> dict:
    return _body(svc.unfavorite(user, slug))
