from fastapi import APIRouter, Depends, Query

from app.core.database import SessionLocal
from app.routes.auth import require_user_id
from app.services.feed_service import FeedService

router = APIRouter()


def feed_service():
    with SessionLocal() as session:
        yield FeedService(session)


@router.get("/articles/feed")
def feed(
    limit: int = Query(20, ge=1),
    offset: int = Query(0, ge=0),
    user_id: int = Depends(require_user_id),
    service: FeedService = Depends(feed_service),
) -> dict:
    items, total = service.feed(user_id, limit, offset)
    return {
        "articles": [
            {
                "slug": a.slug,
                "title": a.title,
                "description": a.description,
                "tagList": [],
                "createdAt": a.created_at.isoformat(),
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": True},
                "favorited": False,
                "favoritesCount": 0,
            }
            for a in items
        ],
        "articlesCount": total,
    }
