import bcrypt
import jwt
from django.conf import settings

from ..models import User
from ..repositories.users import UserRepository
from .errors import ApiError, NotFound, Unauthorized

repo = UserRepository()


def token(user):
    return jwt.encode({"sub": str(user.id)}, settings.SECRET_KEY, algorithm="HS256")


def from_token(raw):
    try:
        user_id = int(jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError) as exc:
        raise Unauthorized("invalid token") from exc
    user = repo.get(user_id)
    if user is None:
        raise Unauthorized("invalid token")
    return user


def register(username, email, password):
    if not (username and email and password):
        raise ApiError("username, email and password are required")
    if repo.by_email(email) or repo.by_username(username):
        raise ApiError("has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return repo.add(User(username=username, email=email, password_hash=hashed))


def login(email, password):
    user = repo.by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise Unauthorized("email or password is invalid")
    return user


def profile(username, viewer=None):
    user = repo.by_username(username)
    if user is None:
        raise NotFound("profile not found")
    return profile_of(user, viewer)


def profile_of(user, viewer=None):
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": bool(viewer) and user in viewer.following}


def follow(viewer, username, on):
    user = repo.by_username(username)
    if user is None:
        raise NotFound("profile not found")
    repo.set_following(viewer, user, on)
    return profile_of(user, viewer)
