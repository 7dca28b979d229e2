import bcrypt
import jwt

from ..config import JWT_ALGORITHM, JWT_SECRET
from ..models import LoginData, RegisterData, User
from ..repositories.user_repository import UserRepository
from .errors import ServiceError


class UserService:
    def __init__(self, repo: UserRepository | None = None):
        self.repo = repo or UserRepository()

    def token_for(self, user: User) -> str:
        return jwt.encode({"id": user.id}, JWT_SECRET, algorithm=JWT_ALGORITHM)

    def as_auth_user(self, user: User) -> dict:
        return {"email": user.email, "token": self.token_for(user), "username": user.username,
                "bio": user.bio, "image": user.image}

    async def register(self, data: RegisterData) -> dict:
        if await self.repo.by_email(data.email) or await self.repo.by_username(data.username):
            raise ServiceError("email or username already in use")
        hashed = bcrypt.hashpw(data.password.encode(), bcrypt.gensalt()).decode()
        return self.as_auth_user(await self.repo.create(data.username, data.email, hashed))

    async def login(self, data: LoginData) -> dict:
        user = await self.repo.by_email(data.email)
        if user is None or not bcrypt.checkpw(data.password.encode(), user.password_hash.encode()):
            raise ServiceError("invalid email or password", 401)
        return self.as_auth_user(user)

    async def resolve_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, JWT_SECRET, algorithms=[JWT_ALGORITHM])
        except jwt.PyJWTError:
            return None
        return await self.repo.by_id(payload["id"])

    async def by_id(self, user_id: int) -> User | None:
        return await self.repo.by_id(user_id)
