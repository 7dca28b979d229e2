import hashlib
import os

import jwt
from django.conf import settings

from ..repositories import accounts
from .errors import ServiceError, Unauthorized


def _hash(password, salt=None):
    salt = salt or os.urandom(8).hex()
    return f"{salt}${hashlib.pbkdf2_hmac('sha256', password.encode(), salt.encode(), 120_000).hex()}"


def _check(password, stored):
    salt = stored.split("$", 1)[0]
    return _hash(password, salt) == stored


def token(account):
    return jwt.encode({"aid": account.pk}, settings.SECRET_KEY, algorithm="HS256")


def authenticate_token(raw):
    try:
        aid = jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["aid"]
    except jwt.PyJWTError as exc:
        raise Unauthorized("invalid token") from exc
    account = accounts.by_id(aid)
    if account is None:
        raise Unauthorized("invalid token")
    return account


def sign_up(username, email, password):
    if not (username and email and password):
        raise ServiceError("username, email and password are required")
    if accounts.taken(username, email):
        raise ServiceError("username or email already taken")
    return accounts.create(username, email, _hash(password))


def sign_in(email, password):
    account = accounts.by_email(email or "")
    if account is None or not _check(password or "", account.password_hash):
        raise Unauthorized("invalid credentials")
    return account
