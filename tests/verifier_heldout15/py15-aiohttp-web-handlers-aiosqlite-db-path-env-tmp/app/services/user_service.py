import bcrypt
import jwt

from app.models.user import User
from app.repositories.user_repository import UserRepository
from app.settings import SECRET


class AuthError(Exception):
    pass


class UserService:
    def __init__(self, db):
        self.repo = UserRepository(db)

    async def login(self, email, password):
        row = await self.repo.by_email(email)
        if row is None or not bcrypt.checkpw(password.encode(), row["password_hash"].encode()):
            raise AuthError()
        user = User(id=row["id"], username=row["username"], email=row["email"], bio=row["bio"], image=row["image"])
        return user, jwt.encode({"sub": str(user.id)}, SECRET, algorithm="HS256")
