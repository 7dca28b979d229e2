from datetime import datetime, timedelta, timezone

from jose import JWTError, jwt
from passlib.context import CryptContext
from sqlalchemy.orm import Session

from app.core.config import get_settings
from app.models import User
from app.repositories.users import UserRepository
from app.services.exceptions import AuthenticationError, DomainError

_pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class AuthService:
    def __init__(self, session: Session):
        self.users = UserRepository(session)
        self.settings = get_settings()

    def issue_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(minutes=self.settings.jwt_expire_minutes)
        return jwt.encode({"sub": str(user.id), "exp": exp}, self.settings.jwt_secret, algorithm="HS256")

    def authenticate_token(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, self.settings.jwt_secret, algorithms=["HS256"])["sub"])
        except (JWTError, KeyError, ValueError) as exc:
            raise AuthenticationError({"token": ["is invalid"]}) from exc
        user = self.users.get(user_id)
        if user is None:
            raise AuthenticationError({"token": ["is invalid"]})
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_email(email):
            raise DomainError({"email": ["has already been taken"]})
        if self.users.get_by_username(username):
            raise DomainError({"username": ["has already been taken"]})
        return self.users.create(username=username, email=email, hashed_password=_pwd.hash(password))

    def login(self, email: str, password: str) -> User:
        user = self.users.get_by_email(email)
        if user is None or not _pwd.verify(password, user.hashed_password):
            raise DomainError({"email or password": ["is invalid"]})
        return user
