from typing import Annotated

from fastapi import Depends, Header, HTTPException

from app.domain.models import User
from app.service_layer.articles import ArticleService
from app.service_layer.users import UserService

users_service = UserService()
articles_service = ArticleService()


def get_user_service() -> UserService:
    return users_service


def get_article_service() -> ArticleService:
    return articles_service


async def current_user(authorization: Annotated[str | None, Header()] = None) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    user = await users_service.from_token(authorization.removeprefix("Token "))
    if user is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user


UserServiceDep = Annotated[UserService, Depends(get_user_service)]
ArticleServiceDep = Annotated[ArticleService, Depends(get_article_service)]
CurrentUser = Annotated[User, Depends(current_user)]
