import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
import sqlalchemy
from fastapi import Depends, Header, HTTPException

from app.database import get_conn
from app.db import models
from app.db.query import Querier

SECRET = os.environ.get("JWT_SECRET", "sqlc-conduit")


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def verify_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def create_token(user: models.User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")


def _decode(authorization: str | None, conn: sqlalchemy.engine.Connection) -> models.User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        user_id = int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return Querier(conn).get_user_by_id(id=user_id)


def current_user(authorization: str | None = Header(None), conn=Depends(get_conn)) -> models.User:
    user = _decode(authorization, conn)
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user


def optional_user(authorization: str | None = Header(None), conn=Depends(get_conn)) -> models.User | None:
    return _decode(authorization, conn)
