from datetime import datetime, timedelta, timezone

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from conduit_api import crud
from conduit_api.db import get_db
from conduit_api.settings import get_settings

hasher = PasswordHasher()


def hash_password(password: str) -> str:
    return hasher.hash(password)


def check_password(hashed: str, password: str) -> bool:
    try:
        return hasher.verify(hashed, password)
    except VerifyMismatchError:
        return False


def issue_token(user_id: int) -> str:
    settings = get_settings()
    exp = datetime.now(timezone.utc) + timedelta(hours=settings.token_ttl_hours)
    return jwt.encode({"uid": user_id, "exp": exp}, settings.jwt_secret, algorithm="HS256")


def current_user(authorization: str | None = Header(default=None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "authorization required")
    try:
        uid = jwt.decode(authorization[6:], get_settings().jwt_secret, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise HTTPException(401, "invalid token")
    user = crud.user_by_id(db, uid)
    if user is None:
        raise HTTPException(401, "invalid token")
    return user
