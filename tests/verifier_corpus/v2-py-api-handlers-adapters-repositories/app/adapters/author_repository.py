from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models.user import User


class AuthorRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def count(self) -> int:
        return self.session.scalar(select(func.count(User.id))) or 0
