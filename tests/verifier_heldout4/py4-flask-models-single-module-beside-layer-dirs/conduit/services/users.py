from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User
from conduit.repositories import users as user_repo
from conduit.services.errors import ApiError


def register(username: str, email: str, password: str) -> User:
    if user_repo.get_by_email(email) or user_repo.get_by_username(username):
        raise ApiError("username or email already taken")
    return user_repo.save(User(username=username, email=email,
                               password_hash=generate_password_hash(password)))


def authenticate(email: str, password: str) -> User:
    user = user_repo.get_by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        raise ApiError("email or password is invalid", 401)
    return user


def current(user_id: int) -> User:
    user = user_repo.get_by_id(user_id)
    if user is None:
        raise ApiError("user not found", 404)
    return user


def follow(me: User, username: str) -> User:
    target = user_repo.get_by_username(username)
    if target is None:
        raise ApiError("profile not found", 404)
    if target not in me.following:
        me.following.append(target)
    user_repo.save(me)
    return target
