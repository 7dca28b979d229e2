from fastapi import Depends, Header, HTTPException, Request

from ..services.articles import ArticleService
from ..services.users import UserService


def user_service(request: Request) -> UserService:
    return request.state.user_service


def article_service(request: Request) -> ArticleService:
    return request.state.article_service


async def current_user(authorization: str | None = Header(None), users: UserService = Depends(user_service)):
    if authorization and authorization.startswith("Token "):
        user = await users.from_token(authorization[6:])
        if user is not None:
            return user
    raise HTTPException(status_code=401, detail="unauthorized")
