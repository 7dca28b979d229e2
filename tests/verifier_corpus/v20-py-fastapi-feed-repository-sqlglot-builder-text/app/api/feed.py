from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.core.database import get_db
from app.repositories.feed import FeedRepository
from app.services.feed import FeedService

router = APIRouter()


def feed_service(db: Session = Depends(get_db)) -> FeedService:
    return FeedService(FeedRepository(db))


def current_user_id(authorization: str | None = Header(default=None)) -> int:
    # token format "Token <user id>" keeps this example short
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    return int(authorization.split(" ", 1)[1])


@router.get("/api/articles/feed")
def get_feed(limit: int = 20, offset: int = 0, viewer: int = Depends(current_user_id),
             service: FeedService = Depends(feed_service)):
    return service.feed(viewer, limit, offset)
