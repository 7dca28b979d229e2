from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from blog.repositories.authors import AuthorRepository

authors = AuthorRepository()


class AuthError(Exception):
    pass


def token_for(author):
    return jwt.encode({"sub": author.pk, "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      settings.SECRET_KEY, algorithm="HS256")


def author_for_header(header):
    if not header or not header.startswith("Token "):
        return None
    try:
        return authors.get(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise AuthError("invalid token")


def register(username, email, password):
    return authors.create(username=username, email=email,
                          password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())


def login(email, password):
    author = authors.by_email(email)
    if author is None or not bcrypt.checkpw(password.encode(), author.password_hash.encode()):
        raise AuthError("email or password is invalid")
    return author
