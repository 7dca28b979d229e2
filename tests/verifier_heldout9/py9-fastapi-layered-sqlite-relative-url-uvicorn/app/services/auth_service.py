from datetime import datetime, timedelta, timezone

from jose import JWTError, jwt
from passlib.context import CryptContext

from app.config import settings
from app.models import User
from app.repositories.user_repository import UserRepository

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class AuthError(Exception):
    pass


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(minutes=settings.access_token_expire_minutes)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.secret_key, algorithm="HS256")

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise AuthError("username or email already taken")
        return self.users.create(User(username=username, email=email, hashed_password=pwd.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.get_by_email(email)
        if not user or not pwd.verify(password, user.hashed_password):
            raise AuthError("invalid credentials")
        return user

    def user_from_token(self, token: str) -> User | None:
        try:
            sub = jwt.decode(token, settings.secret_key, algorithms=["HS256"])["sub"]
        except (JWTError, KeyError):
            return None
        return self.users.get(int(sub))
