from fastapi import Depends, HTTPException, status

from app.core.security import create_access_token, decode_access_token, hash_password, verify_password
from app.models.user import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo: UserRepository = Depends()):
        self.repo = repo

    def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if self.repo.get_by_email(email) or self.repo.get_by_username(username):
            raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="User already exists")
        user = self.repo.create(username=username, email=email, hashed_password=hash_password(password))
        return user, create_access_token(user.id)

    def login(self, email: str, password: str) -> tuple[User, str]:
        user = self.repo.get_by_email(email)
        if user is None or not verify_password(password, user.hashed_password):
            raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="Invalid credentials")
        return user, create_access_token(user.id)

    def from_token(self, token: str) -> User:
        user_id = decode_access_token(token)
        user = self.repo.get_by_id(user_id) if user_id is not None else None
        if user is None:
            raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="Invalid token")
        return user

    def update(self, user: User, data: dict) -> User:
        for field in ("username", "email", "bio", "image"):
            if data.get(field) is not None:
                setattr(user, field, data[field])
        if data.get("password"):
            user.hashed_password = hash_password(data["password"])
        return self.repo.save(user)

    def profile(self, username: str) -> User:
        user = self.repo.get_by_username(username)
        if user is None:
            raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Profile not found")
        return user
