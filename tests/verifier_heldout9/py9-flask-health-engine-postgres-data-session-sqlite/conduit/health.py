import time

from flask import Blueprint, jsonify
from sqlalchemy import create_engine
from sqlalchemy.exc import OperationalError

from conduit import settings

bp = Blueprint("health", __name__)
pg_engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True)


def wait_for_postgres(attempts: int = 30) -> None:
    for _ in range(attempts):
        try:
            with pg_engine.connect():
                return
        except OperationalError:
            time.sleep(1)
    raise RuntimeError("PostgreSQL is not reachable")


@bp.get("/health-check")
def health_check():
    try:
        with pg_engine.connect():
            pass
    except OperationalError:
        return jsonify(status="database unavailable"), 503
    return jsonify(status="ok")
