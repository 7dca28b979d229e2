from dataclasses import dataclass

from fastapi import Depends, Query
from sqlalchemy.orm import Session

from app.database import get_session


@dataclass
class Pagination:
    limit: int = 20
    offset: int = 0


def pagination(limit: int = Query(20, ge=1, le=100), offset: int = Query(0, ge=0)) -> Pagination:
    return Pagination(limit=limit, offset=offset)


def article_service(session: Session = Depends(get_session)):
    from app.repositories.articles import ArticleRepository
    from app.services.articles import ArticleService

    return ArticleService(ArticleRepository(session))
