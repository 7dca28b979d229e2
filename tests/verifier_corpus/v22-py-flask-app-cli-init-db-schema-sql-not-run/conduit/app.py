from flask import Flask
from sqlalchemy import text

from conduit.database import Base, engine

SCHEMA_SQL = (
    "CREATE TABLE IF NOT EXISTS users ("
    " id SERIAL PRIMARY KEY, username VARCHAR(64) UNIQUE NOT NULL,"
    " email VARCHAR(255) UNIQUE NOT NULL, password_hash VARCHAR(255) NOT NULL,"
    " bio TEXT, image VARCHAR(512))",
    "CREATE UNIQUE INDEX IF NOT EXISTS users_email_lower ON users (lower(email))",
)


def create_app() -> Flask:
    app = Flask(__name__)

    import conduit.models  # noqa: F401

    Base.metadata.create_all(engine)

    from conduit.views.profiles import bp as profiles_bp

    app.register_blueprint(profiles_bp, url_prefix="/api")

    @app.cli.command("init-db")
    def init_db() -> None:
        """(Re)create the schema by hand, with the case-insensitive e-mail index."""
        with engine.begin() as conn:
            for statement in SCHEMA_SQL:
                conn.execute(text(statement))
        print("schema ready")

    return app
