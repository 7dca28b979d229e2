import hashlib

from sqlalchemy.orm import Session

from app.repositories import users as repo


def register(db: Session, username: str, email: str, password: str):
    if repo.get_by_email(db, email):
        raise ValueError("email taken")
    return repo.create(db, username=username, email=email, password=hashlib.sha256(password.encode()).hexdigest())
