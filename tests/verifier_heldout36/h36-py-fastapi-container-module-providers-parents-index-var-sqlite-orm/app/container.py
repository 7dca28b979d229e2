from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import SessionFactory
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService


def session_scope() -> Iterator[Session]:
    session = SessionFactory()
    try:
        yield session
        session.commit()
    except Exception:
        session.rollback()
        raise
    finally:
        session.close()


def provide_user_service(session: Annotated[Session, Depends(session_scope)]) -> UserService:
    return UserService(UserRepository(session))


UserServiceDep = Annotated[UserService, Depends(provide_user_service)]
