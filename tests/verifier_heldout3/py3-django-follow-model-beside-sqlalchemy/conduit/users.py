from sqlalchemy import select

from conduit.tables import SessionLocal, User


def by_username(username: str) -> User | None:
    with SessionLocal() as s:
        return s.scalar(select(User).where(User.username == username))


def create(username: str, email: str, password: str) -> User:
    with SessionLocal() as s:
        user = User(username=username, email=email, password=password)
        s.add(user)
        s.commit()
        return user
