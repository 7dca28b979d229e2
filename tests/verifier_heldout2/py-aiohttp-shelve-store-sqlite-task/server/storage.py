import os
import shelve

PATH = os.path.join(os.path.dirname(__file__), "conduit.shelf")


def put_user(user: dict) -> None:
    with shelve.open(PATH) as db:
        db[f"user:{user['email']}"] = user


def get_user(email: str) -> dict | None:
    with shelve.open(PATH) as db:
        return db.get(f"user:{email}")
