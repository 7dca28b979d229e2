from app.core.security import create_token, decode_token, hash_password, verify_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import AuthError, NotFoundError, ServiceError


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    @staticmethod
    def to_user(user: User) -> dict:
        return {"email": user.email, "token": create_token(user.id), "username": user.username,
                "bio": user.bio, "image": user.image}

    async def register(self, username: str, email: str, password: str) -> dict:
        if await self.users.get_by_email(email) or await self.users.get_by_username(username):
            raise ServiceError("username or email already registered")
        user = await self.users.add(User(username=username, email=email, hashed_password=hash_password(password)))
        return self.to_user(user)

    async def login(self, email: str, password: str) -> dict:
        user = await self.users.get_by_email(email)
        if user is None or not verify_password(password, user.hashed_password):
            raise AuthError("invalid credentials")
        return self.to_user(user)

    async def from_token(self, token: str) -> User | None:
        user_id = decode_token(token)
        return await self.users.get(user_id) if user_id else None

    async def profile(self, username: str, viewer: User | None) -> dict:
        user = await self.users.get_by_username(username)
        if user is None:
            raise NotFoundError("profile not found")
        following = bool(viewer) and await self.users.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
