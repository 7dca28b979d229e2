from fastapi import Header, HTTPException
import jwt

from conduit.infrastructure.database import SessionFactory
from conduit.repositories.favorites import FavoriteRepository
from conduit.services.favorites import FavoriteService
from conduit.settings import load


def favorite_service():
    with SessionFactory() as session:
        yield FavoriteService(FavoriteRepository(session))


def current_user_id(authorization: str = Header(...)) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), load()["jwt.secret"], algorithms=["HS256"])["sub"])
    except Exception:
        raise HTTPException(401)
