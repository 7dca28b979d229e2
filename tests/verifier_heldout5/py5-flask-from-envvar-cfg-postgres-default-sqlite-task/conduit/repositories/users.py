from conduit.models import User, db


def get(user_id: int) -> User | None:
    return db.session.get(User, user_id)
