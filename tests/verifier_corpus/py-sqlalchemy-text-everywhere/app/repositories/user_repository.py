from sqlalchemy import text

from app.database import engine
from app.models.user import User


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        with engine.connect() as conn:
            row = conn.execute(
                text("SELECT id, username, email FROM users WHERE username = :username"), {"username": username}
            ).mappings().first()
        return User(**row) if row else None

    def add(self, user: User) -> User:
        with engine.begin() as conn:
            user.id = conn.execute(
                text("INSERT INTO users (username, email) VALUES (:username, :email) RETURNING id"),
                {"username": user.username, "email": user.email},
            ).scalar_one()
        return user
