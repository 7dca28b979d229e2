from sqlalchemy.orm import validates

from app.db import db
from app.services.security import hash_password


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password = db.Column(db.String(255), nullable=False)
    bio = db.Column(db.Text, default="")
    image = db.Column(db.String(500))

    @validates("password")
    def _hash(self, _key: str, value: str) -> str:
        # Never store a clear-text password, whichever layer sets it.
        return value if value.startswith(("pbkdf2:", "scrypt:")) else hash_password(value)
