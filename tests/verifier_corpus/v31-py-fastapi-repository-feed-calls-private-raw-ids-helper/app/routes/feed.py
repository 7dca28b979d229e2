from fastapi import APIRouter, Depends, Header
from sqlalchemy.orm import Session

from app.db import get_session
from app.services.feed_service import FeedService

router = APIRouter(prefix="/api/articles")


@router.get("/feed")
def feed(limit: int = 20, offset: int = 0, x_user_id: int = Header(), session: Session = Depends(get_session)):
    articles = FeedService(session).feed(x_user_id, limit, offset)
    return {"articles": articles, "articlesCount": len(articles)}
