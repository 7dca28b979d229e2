from fastapi import Depends
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import User
from app.repositories.articles import ArticleRepository
from app.services.articles import ArticleService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    # composition root: the service gets its repository here
    return ArticleService(ArticleRepository(session))


def current_user() -> User:
    # token checking left out of this excerpt
    return User(id=1, username="jake", email="jake@jake.jake", bio="")
