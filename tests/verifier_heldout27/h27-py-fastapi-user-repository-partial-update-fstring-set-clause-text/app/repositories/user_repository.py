from sqlalchemy import select, text
from sqlalchemy.orm import Session

from app.models import User

# columns a user may change through PUT /api/user
UPDATABLE = ("username", "email", "password_hash", "bio", "image")


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_id(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.session.scalar(select(User).where(User.email == email))

    def add(self, user: User) -> User:
        self.session.add(user)
        self.session.flush()
        return user

    def update_fields(self, user_id: int, changes: dict) -> None:
        fields = {k: v for k, v in changes.items() if k in UPDATABLE}
        if not fields:
            return
        assignments = ", ".join(f"{name} = :{name}" for name in fields)
        self.session.execute(
            text(f"UPDATE users SET {assignments} WHERE id = :user_id"),
            {**fields, "user_id": user_id},
        )
