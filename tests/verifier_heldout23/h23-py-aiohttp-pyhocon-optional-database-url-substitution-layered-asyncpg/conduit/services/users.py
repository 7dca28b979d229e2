import bcrypt
import jwt

from ..models import Profile, UserRecord
from ..repositories.users import UserRepository
from .errors import NotFound, ServiceError, Unauthenticated


class UserService:
    def __init__(self, repo: UserRepository, secret: str):
        self.repo = repo
        self.secret = secret

    def auth_json(self, user: UserRecord) -> dict:
        return {"email": user.email, "token": jwt.encode({"uid": user.id}, self.secret, algorithm="HS256"),
                "username": user.username, "bio": user.bio, "image": user.image}

    async def register(self, username, email, password) -> UserRecord:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if await self.repo.by_email(email) or await self.repo.by_username(username):
            raise ServiceError("username or email taken")
        return await self.repo.insert(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())

    async def login(self, email, password) -> UserRecord:
        user = await self.repo.by_email(email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthenticated("invalid credentials")
        return user

    async def from_token(self, token: str) -> UserRecord:
        try:
            uid = jwt.decode(token, self.secret, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError as exc:
            raise Unauthenticated("invalid token") from exc
        user = await self.repo.by_id(uid)
        if user is None:
            raise Unauthenticated("invalid token")
        return user

    async def profile_of(self, user_id: int) -> Profile:
        user = await self.repo.by_id(user_id)
        if user is None:
            raise NotFound("profile not found")
        return Profile(user.username, user.bio, user.image)
