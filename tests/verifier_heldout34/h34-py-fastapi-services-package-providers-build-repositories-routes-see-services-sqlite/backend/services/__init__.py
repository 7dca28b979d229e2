from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import Session

from backend.infra import session_scope
from backend.repositories.users import UsersRepository
from backend.services.profiles import ProfilesService


def _profiles(session: Annotated[Session, Depends(session_scope)]) -> ProfilesService:
    return ProfilesService(UsersRepository(session))


Profiles = Annotated[ProfilesService, Depends(_profiles)]
