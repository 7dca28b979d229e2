from app.database import engine
from app.models.user import User


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        with engine.connect() as conn:
            row = conn.exec_driver_sql(
                "SELECT id, username, email FROM users WHERE username = %(username)s", {"username": username}
            ).first()
        return User(id=row.id, username=row.username, email=row.email) if row else None

    def add(self, user: User) -> User:
        with engine.begin() as conn:
            conn.exec_driver_sql(
                "INSERT INTO users (username, email) VALUES (%(username)s, %(email)s)",
                {"username": user.username, "email": user.email},
            )
        return user
