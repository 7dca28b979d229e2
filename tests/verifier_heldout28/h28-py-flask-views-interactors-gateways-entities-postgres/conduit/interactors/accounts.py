import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.entities import User
from conduit.gateways.user_gateway import UserGateway
from conduit.interactors.errors import InteractorError, NotFound, Unauthorized

_SECRET = os.environ.get("JWT_SECRET", "conduit-jwt-secret")
_users = UserGateway()


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, _SECRET, algorithm="HS256")


def user_for_token(token: str) -> User:
    try:
        payload = jwt.decode(token, _SECRET, algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise Unauthorized("token", "is invalid") from exc
    user = _users.by_id(int(payload["sub"]))
    if user is None:
        raise Unauthorized("token", "is invalid")
    return user


def register(username: str, email: str, password: str) -> User:
    for field, value in (("username", username), ("email", email), ("password", password)):
        if not value:
            raise InteractorError(field, "can't be blank")
    if _users.by_email(email):
        raise InteractorError("email", "has already been taken")
    if _users.by_username(username):
        raise InteractorError("username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _users.add(User(username=username, email=email, password_hash=hashed, bio=""))


def login(email: str, password: str) -> User:
    user = _users.by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise Unauthorized("email or password", "is invalid")
    return user


def profile(username: str) -> User:
    user = _users.by_username(username)
    if user is None:
        raise NotFound("profile", "not found")
    return user


def follow(viewer: User, username: str, follow: bool = True) -> User:
    target = profile(username)
    if follow and target not in viewer.following:
        viewer.following.append(target)
    elif not follow and target in viewer.following:
        viewer.following.remove(target)
    _users.save()
    return target
