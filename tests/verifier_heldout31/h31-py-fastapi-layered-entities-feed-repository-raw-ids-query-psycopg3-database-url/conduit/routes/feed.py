from fastapi import APIRouter, Depends, Header, HTTPException

from conduit.providers import feed_service
from conduit.services.feed_service import FeedService

router = APIRouter()


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, x_user_id: int | None = Header(None),
         service: FeedService = Depends(feed_service)):
    if x_user_id is None:
        raise HTTPException(401, "authentication required")
    articles, total = service.feed_for(x_user_id, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title, "body": a.body,
                          "createdAt": a.created_at.isoformat()} for a in articles],
            "articlesCount": total}
