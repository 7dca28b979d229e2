from datetime import datetime, timedelta, timezone

import jwt
from fastapi import HTTPException
from passlib.context import CryptContext

from app.models import User
from app.repositories.user_repository import UserRepository

SECRET_KEY = "change-me"
pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserService:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def register(self, username: str, email: str, password: str) -> User:
        if self.repo.get_by_email(email):
            raise HTTPException(status_code=422, detail={"errors": {"email": ["has already been taken"]}})
        return self.repo.create(User(username=username, email=email, hashed_password=pwd_context.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.repo.get_by_email(email)
        if not user or not pwd_context.verify(password, user.hashed_password):
            raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}})
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET_KEY, algorithm="HS256")

    def from_token(self, token: str):
        try:
            return self.repo.get(int(jwt.decode(token, SECRET_KEY, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None
