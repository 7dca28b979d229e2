from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.database import get_db
from conduit.services.article_service import ArticleService
from conduit.services.user_service import UserService


def user_service(db: Session = Depends(get_db)) -> UserService:
    return UserService(db)


def article_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(db)


Users = Annotated[UserService, Depends(user_service)]
Articles = Annotated[ArticleService, Depends(article_service)]
