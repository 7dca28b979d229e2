from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from api.repositories import user_repository
from api.services.errors import ServiceError


def register(username, email, password):
    if user_repository.by_email(email):
        raise ServiceError(422, "email", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return user_repository.create(username=username, email=email, password_hash=hashed)


def login(email, password):
    user = user_repository.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError(401, "credentials", "invalid")
    return user


def token(user):
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.pk), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def user_for(token_value):
    if not token_value:
        return None
    try:
        return user_repository.get(int(jwt.decode(token_value, settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None
