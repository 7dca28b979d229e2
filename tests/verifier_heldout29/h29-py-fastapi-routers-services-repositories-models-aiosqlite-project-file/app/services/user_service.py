from ..core.security import create_token, hash_password, verify_password
from ..models import User
from ..repositories.user_repository import UserRepository


class UserError(Exception):
    def __init__(self, status: int, message: str):
        self.status, self.message = status, message


def user_payload(user: User) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": create_token(user.id)}}


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> dict:
        if await self.users.exists(username, email):
            raise UserError(409, "username or email already taken")
        user = await self.users.add(User(username=username, email=email, password_hash=hash_password(password)))
        return user_payload(user)

    async def login(self, email: str, password: str) -> dict:
        user = await self.users.by_email(email)
        if user is None or not verify_password(password, user.password_hash):
            raise UserError(401, "invalid credentials")
        return user_payload(user)
