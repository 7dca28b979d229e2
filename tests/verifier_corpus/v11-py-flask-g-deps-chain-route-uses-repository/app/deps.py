"""Per-request dependencies: g.deps.repositories.* and g.deps.services.*."""
from types import SimpleNamespace

from sqlalchemy.orm import Session

from app.repositories.users import UserRepository
from app.services.profiles import ProfileService


class Deps:
    def __init__(self, session: Session):
        self.session = session
        self.repositories = SimpleNamespace(users=UserRepository(session))
        self.services = SimpleNamespace(profiles=ProfileService(self.repositories.users))
