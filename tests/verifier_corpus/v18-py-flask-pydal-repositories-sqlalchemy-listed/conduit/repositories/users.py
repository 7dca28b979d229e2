from conduit.models import db


def find_by_email(email: str):
    return db(db.users.email == email).select(limitby=(0, 1)).first()


def find_by_username(username: str):
    return db(db.users.username == username).select(limitby=(0, 1)).first()


def insert(username: str, email: str, password_hash: str):
    user_id = db.users.insert(username=username, email=email, password_hash=password_hash)
    db.commit()
    return db.users(user_id)
