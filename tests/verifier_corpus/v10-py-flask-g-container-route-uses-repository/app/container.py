from sqlalchemy.orm import Session

from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService


class Container:
    """Per-request object graph."""

    def __init__(self, session: Session):
        self.session = session
        self.user_repository = UserRepository(session)
        self.user_service = UserService(self.user_repository)
