from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.repositories.article_repository import ArticleRepository
from conduit.services.feed_service import FeedService
from conduit.session import get_session


def feed_service(session: Session = Depends(get_session)) -> FeedService:
    return FeedService(ArticleRepository(session))
