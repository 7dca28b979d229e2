from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app

from conduit.models.user import User
from conduit.repositories import user_repository
from conduit.services.errors import ConduitError


def _present(user):
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    token = jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")
    return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": token}


def register(username, email, password):
    if user_repository.by_email(email):
        raise ConduitError("email has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _present(user_repository.save(User(username=username, email=email, password_hash=hashed)))


def login(email, password):
    user = user_repository.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ConduitError("invalid credentials")
    return _present(user)


def from_token(token):
    if not token:
        return None
    try:
        claims = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return user_repository.by_id(int(claims["sub"]))
