"""Entry point: ``python -m conduit.app``."""
from pathlib import Path

from conduit import create_app, db

app = create_app()


def init_schema() -> None:
    """Create the tables (and the default tags) from schema.sql."""
    schema = (Path(__file__).parent / "schema.sql").read_text()
    with app.app_context():
        raw = db.engine.raw_connection()
        try:
            raw.executescript(schema)
            raw.commit()
        finally:
            raw.close()


if __name__ == "__main__":
    init_schema()
    app.run(host="0.0.0.0", port=8080, threaded=True)
