"""Wiring only: builds the services the routes depend on."""
from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import get_session
from app.repositories.user_repository import UserRepository
from app.services.auth_service import AuthService


def auth_service(session: Session = Depends(get_session)) -> AuthService:
    return AuthService(UserRepository(session))
