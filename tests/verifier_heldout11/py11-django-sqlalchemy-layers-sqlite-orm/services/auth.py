from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from core.database import session_scope
from models import User
from repositories import users as user_repo
from services.errors import ServiceError


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"uid": user.id, "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def user_for_token(token: str) -> User | None:
    try:
        uid = jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
    with session_scope() as session:
        return user_repo.get(session, uid)


def register(username: str, email: str, password: str) -> User:
    with session_scope() as session:
        if user_repo.exists(session, username, email):
            raise ServiceError(422, "username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return user_repo.add(session, User(username=username, email=email, password_hash=hashed))


def login(email: str, password: str) -> User:
    with session_scope() as session:
        user = user_repo.by_email(session, email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError(401, "invalid email or password")
    return user
