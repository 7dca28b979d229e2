import os
import time

import bcrypt
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.database import get_session
from app.models import User
from app.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit-dev-secret")


class UserService:
    def __init__(self, repository: UserRepository):
        self.repository = repository

    def register(self, username: str, email: str, password: str) -> User:
        if self.repository.get_by_email(email):
            raise HTTPException(status_code=422, detail="email already registered")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
        return self.repository.create(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self.repository.get_by_email(email)
        if not user or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise HTTPException(status_code=401, detail="invalid credentials")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")

    def from_token(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError:
            raise HTTPException(status_code=401, detail="invalid token")
        user = self.repository.get(user_id)
        if user is None:
            raise HTTPException(status_code=401, detail="invalid token")
        return user


def get_user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def current_user(authorization: str = Header(...), service: UserService = Depends(get_user_service)) -> User:
    return service.from_token(authorization.removeprefix("Token "))
