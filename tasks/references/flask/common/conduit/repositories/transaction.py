from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.exc import StaleDataError

from conduit.db import Session


class Conflict(Exception):
    """A concurrent request won a race: a unique key is taken, or a row to delete is gone."""


def commit() -> None:
    try:
        Session.commit()
    except (IntegrityError, StaleDataError) as exc:
        Session.rollback()
        raise Conflict(str(exc)) from exc
