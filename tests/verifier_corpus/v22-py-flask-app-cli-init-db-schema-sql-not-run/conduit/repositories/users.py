from sqlalchemy import select

from conduit.database import SessionLocal
from conduit.models import User


def by_username(username: str) -> User | None:
    with SessionLocal() as session:
        return session.scalar(select(User).where(User.username == username))
