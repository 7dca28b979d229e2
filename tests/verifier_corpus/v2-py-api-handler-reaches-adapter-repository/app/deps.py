from fastapi import Depends
from sqlalchemy.orm import Session

from app.adapters.password_hasher import PasswordHasher
from app.adapters.user_repository import UserRepository
from app.db import get_session
from app.services.user_service import UserService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session), PasswordHasher())
