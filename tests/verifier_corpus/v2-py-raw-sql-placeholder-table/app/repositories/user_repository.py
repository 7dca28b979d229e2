from sqlalchemy import text
from sqlalchemy.orm import Session

from app.models.user import User

USERS = User.__tablename__


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_username(self, username: str) -> User | None:
        row = self.session.execute(
            text("SELECT id, username, email, bio FROM {table} WHERE username = :username".format(table=USERS)),
            {"username": username},
        ).first()
        return User(id=row.id, username=row.username, email=row.email, bio=row.bio) if row else None

    def save(self, user: User) -> User:
        self.session.execute(text("UPDATE %s SET bio = :bio WHERE id = :id" % USERS), {"bio": user.bio, "id": user.id})
        self.session.commit()
        return user
