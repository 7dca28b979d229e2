"""Wiring for FastAPI's Depends: builds services on a request-scoped session."""
from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.database import get_db
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


def article_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))
