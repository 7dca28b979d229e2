from conduit.extensions import db
from conduit.models import Profile


def by_username(username: str) -> Profile | None:
    return db.session.scalar(db.select(Profile).filter_by(username=username))
