import jwt
from passlib.hash import pbkdf2_sha256

from ..repositories import UserRepository
from .errors import AuthError, DomainError


class AccountService:
    def __init__(self, users: UserRepository, secret: str):
        self.users = users
        self.secret = secret

    def present(self, user) -> dict:
        return {"email": user.email, "token": jwt.encode({"uid": user.id}, self.secret, algorithm="HS256"),
                "username": user.username, "bio": user.bio, "image": user.image}

    async def sign_up(self, username, email, password):
        if not (username and email and password):
            raise DomainError("username, email and password are required")
        if await self.users.by_email(email):
            raise DomainError("email already registered")
        return await self.users.create(username=username, email=email, password_hash=pbkdf2_sha256.hash(password))

    async def sign_in(self, email, password):
        user = await self.users.by_email(email or "")
        if user is None or not pbkdf2_sha256.verify(password or "", user.password_hash):
            raise AuthError("invalid credentials")
        return user

    async def authenticate(self, token: str):
        try:
            uid = jwt.decode(token, self.secret, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError as exc:
            raise AuthError("invalid token") from exc
        user = await self.users.by_id(uid)
        if user is None:
            raise AuthError("invalid token")
        return user
