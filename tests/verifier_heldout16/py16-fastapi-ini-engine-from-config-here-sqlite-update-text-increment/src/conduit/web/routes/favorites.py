from fastapi import APIRouter, Depends, HTTPException

from conduit.services.favorites import FavoriteService, NotFound
from conduit.web.deps import current_user_id, favorite_service

router = APIRouter()


def _out(a):
    return {"article": {"slug": a.slug, "title": a.title, "favorited": True, "favoritesCount": a.favorites_count}}


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, uid: int = Depends(current_user_id), svc: FavoriteService = Depends(favorite_service)):
    try:
        return _out(svc.favorite(uid, slug))
    except NotFound:
        raise HTTPException(404)


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, uid: int = Depends(current_user_id), svc: FavoriteService = Depends(favorite_service)):
    try:
        return _out(svc.unfavorite(uid, slug))
    except NotFound:
        raise HTTPException(404)
