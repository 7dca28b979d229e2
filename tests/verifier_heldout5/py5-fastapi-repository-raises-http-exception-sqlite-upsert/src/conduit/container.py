from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import session_scope
from conduit.repositories.articles import ArticleRepository
from conduit.services.favorites import FavoriteService


def favorite_service(session: Session = Depends(session_scope)) -> FavoriteService:
    return FavoriteService(ArticleRepository(session))
